// spec 01 §3, §7: every local storage key of the web app is named once, in the contract; the web app
// imports them from here so that a later move stays a one-line change.
export { STORAGE_KEYS, type StorageKey } from '@club/contract';
