import type { ProjectRecord, ProjectSubmit } from '@invest/contract/project';

/** The project form's fields (amounts in 万元; empty selects are undefined). */
export type ProjectFormValues = {
  name: string;
  companyName: string;
  industry?: string;
  round?: string;
  region?: string;
  source?: string;
  fundId?: string;
  managerId?: string;
  amountMin?: number | null;
  amountMax?: number | null;
  valuation?: number | null;
  shareRatio?: number | null;
  description?: string;
};

const orUndefined = (s: string) => s || undefined;

/** A record as the form's starting values. */
export function projectFormValues(p: ProjectRecord): ProjectFormValues {
  return {
    name: p.name,
    companyName: p.companyName,
    industry: orUndefined(p.industry),
    round: orUndefined(p.round),
    region: p.region,
    source: orUndefined(p.source),
    fundId: orUndefined(p.fundId),
    managerId: orUndefined(p.managerId),
    amountMin: p.amountMin,
    amountMax: p.amountMax,
    valuation: p.valuation,
    shareRatio: p.shareRatio,
    description: p.description,
  };
}

const amount = (v: number | null | undefined) => (typeof v === 'number' ? v : null);

/** The form's values as the save call's body: trimmed texts, '' for no choice, null for no amount or fund. */
export function projectSubmitOf(v: ProjectFormValues, id?: string): ProjectSubmit {
  return {
    ...(id ? { id } : {}),
    name: v.name.trim(),
    companyName: v.companyName.trim(),
    industry: v.industry ?? '',
    round: v.round ?? '',
    region: (v.region ?? '').trim(),
    source: v.source ?? '',
    fundId: v.fundId ?? null,
    ...(v.managerId ? { managerId: v.managerId } : {}),
    amountMin: amount(v.amountMin),
    amountMax: amount(v.amountMax),
    valuation: amount(v.valuation),
    shareRatio: amount(v.shareRatio),
    description: v.description ?? '',
  };
}

/** The planned range's rule (contract projectSubmit): the minimum must not exceed the maximum. */
export const amountRangeValid = (min: number | null | undefined, max: number | null | undefined) =>
  typeof min !== 'number' || typeof max !== 'number' || min <= max;

/**
 * The form rule for the upper end of an amount range whose lower end is `minField` (the drawer and
 * the list's search form): refuses a maximum below the minimum with `message`.
 */
export const amountRangeRule =
  (minField: string, message: string) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: number | null | undefined) =>
      amountRangeValid(getFieldValue(minField) as number | null | undefined, value)
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  });
