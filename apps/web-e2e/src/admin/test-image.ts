import sharp from 'sharp';

// A real JPEG (the upload checks the bytes), large enough that the upload takes a moment.
export async function testJpeg(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const art = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#0b1f3a"/><circle cx="800" cy="450" r="260" fill="#c2410c"/></svg>',
  );
  const buffer = await sharp(art).jpeg({ quality: 92 }).toBuffer();
  return { name: 'furnace-photo.jpg', mimeType: 'image/jpeg', buffer };
}
