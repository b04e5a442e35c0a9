// A save as a file to keep: one field (and one command) a line, so a person can read it.

export const exportText = (file: unknown): string => JSON.stringify(file, null, 1)
