// The JSON values the API carries (resource data, decoded table values).
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
