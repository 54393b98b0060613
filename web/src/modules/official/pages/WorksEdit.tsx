import { WorksForm } from './PhotoForm';

export default WorksForm;
