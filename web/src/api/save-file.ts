/** Saves a downloaded blob under its name (a File from the client carries the server's file name). */
export const saveFile = (blob: Blob, fallbackName = 'download.xlsx') => {
  const name = blob instanceof File && blob.name ? blob.name : fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // revoke on the next task: the click has handed the URL to the download by then
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
};
