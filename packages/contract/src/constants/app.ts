/** spec 01 §1: the application version reported everywhere. */
export const APP_VERSION = '3.5.7';
