export function* generateDemoCatalogue(_o: { size: number; today: Date }): Generator<never> {}
