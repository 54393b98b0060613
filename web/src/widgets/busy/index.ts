export { Button, type ButtonProps } from './Button';
export { Modal, type ModalProps } from './Modal';
export { Popconfirm, type PopconfirmProps } from './Popconfirm';
export { Switch, type SwitchProps } from './Switch';
export { useBusy } from './useBusy';
