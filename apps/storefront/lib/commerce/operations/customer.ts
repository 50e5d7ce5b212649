// Placeholder: operations of the customer accounts feature.
export {};
