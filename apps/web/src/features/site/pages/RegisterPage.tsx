import IndexPage from "./IndexPage";

/** /register and /register.html: the home page with the register modal open (SPEC §2). */
export default function RegisterPage() {
  return <IndexPage openOnMount="register" />;
}
