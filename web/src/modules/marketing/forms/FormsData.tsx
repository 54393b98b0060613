import { FormDataPage } from '../../../widgets/form-builder/FormDataPage';

/** 表单数据 at /marketing/forms: the shared submissions page. */
export const FormsData = () => <FormDataPage base="/marketing/forms" list="/marketing/forms/list" />;
