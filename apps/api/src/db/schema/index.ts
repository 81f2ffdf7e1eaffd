export * from './enums';
export * from './users';
export * from './sessions';
export * from './items';
export * from './outfits';
export * from './engagement';
export * from './uploads';
export * from './import-tasks';
