/**
 * Project 47's registration remote as a single-spa parcel: the shell imports this ES module and
 * mounts its lifecycles for the registration routes (see README, "Sibling olympiads").
 */
export { bootstrap, mount, unmount, update, parcel } from './app/lifecycles';
