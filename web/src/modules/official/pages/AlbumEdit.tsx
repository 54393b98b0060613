import { AlbumForm } from './PhotoForm';

export default AlbumForm;
