import type { TimeDropdownDataQuery as DropdownData } from '../../gql/graphql';

type Choices = DropdownData['timeDropdownData'] | undefined;

/** Select options of named entities. */
export const namedChoices = (items: readonly { id: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** Brands as `Customer / Brand`, so the same brand name under two customers stays apart. */
export function brandChoices(data: Choices) {
  const customers = new Map((data?.customers ?? []).map((c) => [c.id, c.name]));
  return (data?.brands ?? []).map((brand) => ({
    value: brand.id,
    label: [customers.get(brand.customer.id), brand.name].filter(Boolean).join(' / '),
  }));
}

/** Projects as `Customer / Brand / Project`. */
export function projectChoices(data: Choices) {
  const brands = new Map(brandChoices(data).map((brand) => [brand.value, brand.label]));
  return (data?.projects ?? []).map((project) => ({
    value: project.id,
    label: [brands.get(project.brand.id), project.name].filter(Boolean).join(' / '),
  }));
}
