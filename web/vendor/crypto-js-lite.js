// The browser's crypto-js: the browser only checks the product-list signature (SHA-256 over hex), and
// core.js and sha256.js hold all of it. The package entry would pull in every cipher and encoding
// crypto-js has. The browser never signs requests (the secret stays in the gateway), so MD5, the other
// signing algorithm, is not here.
import CryptoJS from 'crypto-js/core';
import 'crypto-js/sha256';

export default CryptoJS;
