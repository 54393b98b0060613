import { FormListPage } from '../../../widgets/form-builder/FormListPage';

/** 表单 at /forms: the shared form list. */
export const FormsList = () => <FormListPage base="/forms" />;
