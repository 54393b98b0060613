import { FormListPage } from '../../../widgets/form-builder/FormListPage';

/** 表单 at /marketing/forms: the shared form list. */
export const FormsList = () => <FormListPage base="/marketing/forms" />;
