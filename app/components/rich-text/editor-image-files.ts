// Images chosen for a description (back-office §5): only image files are sent; the others are counted so the
// editor can say how many were ignored. The upload route checks the bytes again on the server.

export type ImageFileChoice = { images: File[]; ignoredCount: number };

export function splitImageFiles(files: Iterable<File>): ImageFileChoice {
  const images: File[] = [];
  let ignoredCount = 0;
  for (const file of files) {
    if (file.type.startsWith("image/")) images.push(file);
    else ignoredCount += 1;
  }
  return { images, ignoredCount };
}

/** What the upload route answers: the stored images' addresses, or an error. */
export type ImageUploadAnswer = { urls: string[]; ignoredCount: number } | { error: string };

/** Sends the images to `endpoint` (multipart field `files`) and returns its answer; a network failure throws. */
export async function uploadEditorImages(
  endpoint: string,
  images: readonly File[],
  extraFields: Record<string, string> = {},
): Promise<ImageUploadAnswer> {
  const body = new FormData();
  for (const image of images) body.append("files", image);
  for (const [name, value] of Object.entries(extraFields)) body.append(name, value);
  const response = await fetch(endpoint, { method: "POST", body, headers: { Accept: "application/json" } });
  const answer = (await response.json().catch(() => null)) as ImageUploadAnswer | null;
  if (!response.ok || !answer || !("urls" in answer)) return { error: answer && "error" in answer ? answer.error : "" };
  return answer;
}
