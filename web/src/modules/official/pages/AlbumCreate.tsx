import { OFFICIAL_CONTENT_TYPES, officialAlbum } from '@console/contracts';
import { PhotoUploadPage } from '../../../widgets/photos/PhotoUploadPage';

export function AlbumCreate() {
  return <PhotoUploadPage resource={officialAlbum} contentType={OFFICIAL_CONTENT_TYPES.album} itemName="照片" />;
}
