import { toaster } from 'shared-contracts/ui';

/** The screen's toasts (the shell's toaster). */
export const notifySuccess = (title: string) => toaster.create({ type: 'success', title });

export const notifyFailure = (title: string, description?: string) =>
  toaster.create({ type: 'error', title, ...(description ? { description } : {}) });
