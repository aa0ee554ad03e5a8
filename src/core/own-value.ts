/**
 * The value a record holds under `key` itself, never one inherited from `Object.prototype`: content
 * and the service choose the keys (variable codes, text keys, error codes), and a key such as
 * `constructor` or `toString` must read as absent, not as a function.
 * @example ownValue({}, 'constructor') // undefined
 */
export function ownValue<V>(
  record: Readonly<Record<string, V>> | undefined,
  key: string,
): V | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined
}

/**
 * Sets `key` as an own, enumerable property, also when it is `__proto__` (which an assignment
 * would take as the object's prototype).
 */
export function setOwn<V>(record: Record<string, V>, key: string, value: V): void {
  Object.defineProperty(record, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
}
