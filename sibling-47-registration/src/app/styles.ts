/**
 * The parcel's own look, scoped under its root class (no framework styles of the shell apply):
 * readable sizes, visible focus, contrast ≥ 4.5:1 (project 47's primary colour #1c4374 on white).
 */
export const PARCEL_CSS = `
.p47-root { font-family: inherit; color: #1a202c; max-width: 48rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
.p47-root h1 { font-size: 1.75rem; margin: 0 0 1rem; color: #1c4374; }
.p47-root h2 { font-size: 1.25rem; margin: 1.5rem 0 0.75rem; color: #1c4374; }
.p47-root .p47-field { display: flex; flex-direction: column; gap: 0.25rem; margin: 0 0 0.9rem; border: 0; padding: 0; }
.p47-root fieldset.p47-field { gap: 0.4rem; }
.p47-root legend, .p47-root label { font-weight: 600; }
.p47-root .p47-inline { font-weight: 400; display: inline-flex; align-items: center; gap: 0.4rem; margin-right: 1rem; }
.p47-root input[type=text], .p47-root select, .p47-root textarea { font: inherit; padding: 0.5rem 0.6rem; border: 1px solid #4a5568; border-radius: 6px; background: #fff; color: #1a202c; }
.p47-root [aria-invalid=true] { border-color: #c53030; }
.p47-root .p47-error { color: #c53030; margin: 0; font-size: 0.9rem; }
.p47-root :focus-visible { outline: 3px solid #1c4374; outline-offset: 2px; }
.p47-root .p47-actions { display: flex; gap: 0.75rem; justify-content: flex-end; margin-top: 1.5rem; }
.p47-root button { font: inherit; padding: 0.55rem 1.1rem; border-radius: 6px; border: 1px solid #1c4374; background: #fff; color: #1c4374; cursor: pointer; }
.p47-root button.p47-primary { background: #1c4374; color: #fff; }
.p47-root button:disabled { opacity: 0.7; cursor: wait; }
.p47-root dl.p47-summary div { display: grid; grid-template-columns: 16rem 1fr; gap: 0.5rem; padding: 0.3rem 0; border-bottom: 1px solid #e2e8f0; }
.p47-root dt { font-weight: 600; }
.p47-root dd { margin: 0; }
.p47-root a { color: #1c4374; }
`;
