// `Accept` negotiation (docs/api.md#parameters-and-types): the first media type, by q-value with ties in order,
// that is exactly application/json or application/x-bcs wins; anything else means JSON.

export const BCS_MEDIA_TYPE = 'application/x-bcs';
const JSON_MEDIA_TYPE = 'application/json';

export function acceptsBcs(accept: string | undefined): boolean {
  if (accept === undefined || accept === '') return false;
  let best: string | null = null;
  let bestQ = 0;
  for (const entry of accept.split(',')) {
    const [rawType = '', ...params] = entry.split(';');
    const type = rawType.trim().toLowerCase();
    if (type !== JSON_MEDIA_TYPE && type !== BCS_MEDIA_TYPE) continue;
    const q = qualityOf(params);
    // strictly greater: on a tie the earlier entry stays
    if (q > bestQ) {
      best = type;
      bestQ = q;
    }
  }
  return best === BCS_MEDIA_TYPE;
}

function qualityOf(params: readonly string[]): number {
  for (const param of params) {
    const [name = '', value = ''] = param.split('=');
    if (name.trim().toLowerCase() !== 'q') continue;
    const q = Number(value.trim());
    return Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0;
  }
  return 1;
}
