export const pt = {
  title: "Central do membro",
  menu: "Menu da central do membro",
};
