/**
 * A snapshot folder the mock cannot serve. Its message is one line naming the file and what is
 * wrong with it (`products.json: 3.ProductName: Invalid input: expected string, received number`);
 * the `trini-mock` command prints it and does not start.
 */
export class SnapshotError extends Error {
  override name = 'SnapshotError';

  /** @param file the file at fault, relative to the folder ('products.json', 'media/ERP/a.jpg') */
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`Snapshot file ${file}: ${problem}`);
  }
}
