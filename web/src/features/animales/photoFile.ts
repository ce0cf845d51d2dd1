/** A photo chosen for an animal not saved yet, kept in the browser as a data URL (base64). */
export type PendingPhoto = { dataUrl: string; name: string };

export function readPendingPhoto(file: File): Promise<PendingPhoto> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ dataUrl: String(reader.result), name: file.name });
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The pending photo as a file to upload, decoded here (the page's CSP lets no fetch read data: URLs). */
export function pendingPhotoFile(photo: PendingPhoto): File {
  const [header = "", base64 = ""] = photo.dataUrl.split(",", 2);
  const type = /^data:([^;]+);base64$/.exec(header)?.[1] ?? "application/octet-stream";
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], photo.name, { type });
}
