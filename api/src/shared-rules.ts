// The one seam between the API and shared-contracts: its pure entry (types, valibot schemas, rules,
// message catalogs, the wire contract). Lint keeps the run-time entries (client, ui, testing, dev) out.
export * from 'shared-contracts';
