// The more-fields chunk writes JSX with the classic runtime over the handed-in `h`
// (field-shared.ts). For a factory that is a plain variable, TypeScript looks for the element
// types in a global `JSX` namespace, which React's types no longer declare: these are React's.
import type { JSX as ReactJSX } from 'react'

/* eslint-disable @typescript-eslint/no-empty-object-type -- each interface is React's, renamed */

declare global {
  namespace JSX {
    type Element = ReactJSX.Element
    type ElementType = ReactJSX.ElementType
    interface ElementClass extends ReactJSX.ElementClass {}
    interface ElementAttributesProperty extends ReactJSX.ElementAttributesProperty {}
    interface ElementChildrenAttribute extends ReactJSX.ElementChildrenAttribute {}
    type LibraryManagedAttributes<C, P> = ReactJSX.LibraryManagedAttributes<C, P>
    interface IntrinsicAttributes extends ReactJSX.IntrinsicAttributes {}
    interface IntrinsicClassAttributes<T> extends ReactJSX.IntrinsicClassAttributes<T> {}
    interface IntrinsicElements extends ReactJSX.IntrinsicElements {}
  }
}
