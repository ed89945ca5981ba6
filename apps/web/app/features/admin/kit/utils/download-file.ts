export type DownloadedFile = { name: string; blob: Blob };

// A file the server sent for download, named as its Content-Disposition says.
export async function downloadedFile(response: Response, fallbackName: string): Promise<DownloadedFile> {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  return { name, blob: await response.blob() };
}

// Saves a file the browser already holds (the export needs the bearer token, so a plain link cannot fetch it).
export function downloadFile({ name, blob }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
