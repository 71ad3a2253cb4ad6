/** The admin's categories pages: their texts in English and Spanish (issue 11). */
export const categories = {
  categories: {
    title: "Categories",
    subtitle:
      "The shop's aisles: their names and descriptions in English and Spanish. Their addresses stay as they are.",
    count_one: "{{count}} category",
    count_other: "{{count}} categories",
    empty: "No categories yet: the demo catalogue's seed creates them.",
    columns: {
      name: "Name",
      nameEs: "Name in Spanish",
      products: "Products",
      spanish: "Spanish",
      actions: "Actions",
    },
    products: "{{count}} ({{active}} on sale)",
    notTranslated: "Not translated",
    edit: "Edit",
    editName: "Edit {{name}}",
    spanishState: {
      complete: "Complete",
      nameMissing: "Name missing",
      descriptionMissing: "Description missing",
      bothMissing: "Name and description missing",
    },
    form: {
      back: "All categories",
      editSubtitle: "Changes show in the shop as soon as they are saved.",
      viewInShop: "View in the shop",
      address: "Address",
      addressHint: "Fixed: menus, the sitemap and other sites link to it.",
      productCount: "Products",
      name: "Name",
      description: "Description",
      descriptionHint: "Shown under the name on the category's page. Optional.",
      nameEs: "Name in Spanish",
      descriptionEs: "Description in Spanish",
      saved: "Category saved.",
      notFound: "This category no longer exists.",
    },
    errors: {
      required: "Please fill in this field.",
      tooLong: "At most {{max}} characters.",
      invalidCharacters: "Please remove invisible or control characters.",
    },
  },
} as const;
