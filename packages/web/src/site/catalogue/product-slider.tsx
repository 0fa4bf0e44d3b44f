// Placeholder: the product sliders are being built (issue 4).
export function FeaturedProductsSlider() {
  return null;
}

export function CustomizedProductsSlider() {
  return null;
}
