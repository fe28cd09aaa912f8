export const DAWUM_BASE = '/pub/dawum';

export const surveyPath = (id: string) => `${DAWUM_BASE}/surveys/${id}`;

/** The survey list filtered as given (the generic table's `filters` key). */
export function surveysLink(filters: { parliamentId?: string; instituteId?: string }): string {
  return `${DAWUM_BASE}/surveys?${new URLSearchParams({ filters: JSON.stringify(filters) }).toString()}`;
}
