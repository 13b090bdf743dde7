/** A set that keeps only its most recently added `capacity` entries. */
export class RecentSet<T> {
  private readonly entries = new Set<T>();

  constructor(private readonly capacity: number) {}

  has(value: T): boolean {
    return this.entries.has(value);
  }

  add(value: T): void {
    this.entries.delete(value);
    this.entries.add(value);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.values().next().value as T;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
