/** bpmn-js's prebuilt modeler (a UMD bundle without typings) is the Modeler of its sources. */
declare module 'bpmn-js/dist/bpmn-modeler.production.min.js' {
  import Modeler from 'bpmn-js/lib/Modeler';
  export default Modeler;
}
