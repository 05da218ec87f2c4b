import * as v from 'valibot';

/** Message ids by dotted field path ("address.zipcode"), or {} when the input is valid. */
export function fieldErrors(
  schema: v.GenericSchema,
  input: unknown,
): Record<string, readonly string[] | undefined> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const flat = v.flatten(result.issues);
  return { ...(flat.root ? { '': flat.root } : {}), ...flat.nested };
}
