/** "And if we added…", "plus a…": a part that extends the team of the previous turn. */
export const ADD_WORDS =
  /^(add|added|adding|plus|also|another|extra|mas|ademas|agregar|agregamos|anadir|ajouter|ajoutons|ajoute|autre|aussi)$/;
