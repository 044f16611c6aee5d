/* global module */
// A CSS module in a component test: each class name is its own name, so `styles.error` is 'error'.
// A plain stylesheet import (a font) gets the same object and ignores it.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
