/** Where the scheduled backups and the last restore drill are stored: private, never served, never backed up. */
export const BACKUPS_PREFIX = "private/backups/";

/** The app's files a backup carries: all but the stored backups themselves. */
export const isBackedUpKey = (key: string) => !key.startsWith(BACKUPS_PREFIX);
