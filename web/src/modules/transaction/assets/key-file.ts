import { PAY_KEY_FILE, paySettingInput } from '@console/contracts';

const keyFileSchema = paySettingInput.shape.privateKey.unwrap();

/**
 * The merchant private key file as the page takes it: a .pem of at most 2 MB whose text is a PEM private key,
 * read in the browser and checked as it is picked (with the save's own check), then sent once in the save call
 * (never to file storage). Resolves the text, or throws the message to show at the field.
 */
export async function readKeyFile(file: File): Promise<{ fileName: string; content: string }> {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(PAY_KEY_FILE.extensions as readonly string[]).includes(ext)) throw new Error('商户私钥只能是 .pem 文件');
  if (file.size > PAY_KEY_FILE.maxBytes) throw new Error('商户私钥文件不能超过 2MB');
  const key = { fileName: file.name, content: await readText(file) };
  const checked = keyFileSchema.safeParse(key);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? '私钥文件无法读取，请重新选择');
  return key;
}

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('读取私钥文件失败，请重新选择'));
    reader.readAsText(file);
  });
}
