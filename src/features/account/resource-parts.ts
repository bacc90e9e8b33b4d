// What the account page shows only on demand (an opened row's value, the type picker of a node that cannot list
// resources, the form under a bad address), loaded lazily through this one module: the resource page's own parts
// (the tree view, the form, the recent types) then stay one chunk beside its route, as when both pages loaded them.
export { ListedResourceView } from './listed-resource-view';
export { ResourceForm } from './resource-form';
export { TypePicker } from './type-picker';
