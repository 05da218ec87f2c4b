import { render } from 'preact';
import type { ParcelLifecycleProps } from 'shared-contracts';
import { ParcelApp } from './ParcelApp';

/** single-spa lifecycles: Preact renders into the element the shell gives and is removed on unmount. */
export async function bootstrap(): Promise<void> {}

export async function mount(props: ParcelLifecycleProps<HTMLElement>): Promise<void> {
  render(<ParcelApp {...props} />, props.domElement);
}

export async function update(props: ParcelLifecycleProps<HTMLElement>): Promise<void> {
  render(<ParcelApp {...props} />, props.domElement);
}

export async function unmount(props: ParcelLifecycleProps<HTMLElement>): Promise<void> {
  render(null, props.domElement);
}

export const parcel = { bootstrap, mount, unmount, update };
