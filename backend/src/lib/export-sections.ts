/**
 * One section of "export my data": what a module holds about the member. Answer a JSON-able value, or an async
 * iterable for long lists (written item by item, never collected in memory). `null` leaves the section out.
 */
export type SectionExporter = (userId: number) => Promise<unknown> | AsyncIterable<unknown>;

/** The sections of the data export; every module registers its own (`account` by the users module, ...). */
export function createExportRegistry() {
  const sections = new Map<string, SectionExporter>();
  return {
    register(name: string, exporter: SectionExporter): void {
      if (!/^[a-z][a-z0-9_]{0,63}$/.test(name)) throw new Error(`invalid export section name ${name}`);
      if (name === 'export' || sections.has(name)) throw new Error(`export section ${name} is taken`);
      sections.set(name, exporter);
    },
    /** Sections in registration order. */
    entries(): [string, SectionExporter][] {
      return [...sections.entries()];
    },
  };
}

export type ExportRegistry = ReturnType<typeof createExportRegistry>;
