/** A backup or restore that cannot go on, with the reason in Spanish for the person running it. */
export class BackupError extends Error {}
