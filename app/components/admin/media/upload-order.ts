// Several files uploaded at once are sent a few at a time, and the server places each one last as it arrives, so a
// small file chosen last could finish first and become the cover. The batch is put back in the order chosen.

/**
 * The gallery's order once a batch is uploaded: the media that were there keep their places, then the batch's media
 * in the order their files were chosen (so the first chosen is the cover of an empty gallery). Null when the
 * gallery is already in that order.
 *
 * @param galleryIds the gallery's ids by position, as they are now
 * @param batchIds the ids of the batch's uploaded media, in the order their files were chosen
 */
export function orderAfterBatch(galleryIds: readonly string[], batchIds: readonly string[]): string[] | null {
  const inBatch = new Set(batchIds);
  const ordered = [...galleryIds.filter((id) => !inBatch.has(id)), ...batchIds.filter((id) => galleryIds.includes(id))];
  return ordered.every((id, index) => id === galleryIds[index]) ? null : ordered;
}
