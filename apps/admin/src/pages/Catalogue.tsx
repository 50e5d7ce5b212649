// The catalogue: products (search and list, one product's edit page) and the category tree
// (rename, new URL key, move, enable or disable). Sub-pages of the section, each with its own h1.
import { NavLink, Route, Routes } from 'react-router';
import Categories from './catalogue/Categories';
import ProductEdit from './catalogue/ProductEdit';
import ProductList from './catalogue/ProductList';
import styles from './catalogue/Catalogue.module.css';

export default function Catalogue() {
  return (
    <div className={styles.section}>
      <nav aria-label="Catalogue" className={styles.subnav}>
        <ul>
          <li>
            <NavLink to="/catalogue" end>
              Products
            </NavLink>
          </li>
          <li>
            <NavLink to="/catalogue/categories">Categories</NavLink>
          </li>
        </ul>
      </nav>
      <Routes>
        <Route index element={<ProductList />} />
        <Route path="products/:id" element={<ProductEdit />} />
        <Route path="categories" element={<Categories />} />
      </Routes>
    </div>
  );
}
