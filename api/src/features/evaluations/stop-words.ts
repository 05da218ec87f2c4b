/**
 * Function words of Portuguese and Spanish (articles, pronouns, prepositions, conjunctions, common
 * auxiliary verb forms and adverbs), lowercase with accents: left out of the "most frequent words".
 */
const PORTUGUESE = `
a à às ao aos as o os um uma uns umas de do da dos das no na nos nas num numa pelo pela pelos pelas
em por para pra com sem sob sobre entre até após desde contra perante ante
e ou mas nem que se porque pois porém contudo todavia entretanto logo portanto como quando onde enquanto
embora caso conforme segundo também já ainda só apenas mais menos muito muita muitos muitas pouco pouca
poucos poucas tão tanto tanta tantos tantas bem mal sim não nunca sempre jamais talvez aqui ali lá cá
então assim depois antes agora hoje ontem amanhã
eu tu ele ela nós vós eles elas me te lhe lhes nos vos mim ti si comigo contigo conosco consigo
meu minha meus minhas teu tua teus tuas seu sua seus suas nosso nossa nossos nossas vosso vossa dele dela
deles delas este esta estes estas esse essa esses essas aquele aquela aqueles aquelas isto isso aquilo
deste desta destes destas desse dessa desses dessas daquele daquela daqueles daquelas neste nesta nesse
nessa naquele naquela disso disto nisso nisto daquilo naquilo
qual quais quem cujo cuja cujos cujas quanto quanta quantos quantas
todo toda todos todas tudo nada algo alguém ninguém algum alguma alguns algumas nenhum nenhuma outro
outra outros outras mesmo mesma mesmos mesmas cada qualquer quaisquer vários várias
ser sou és é somos são era eram foi foram fosse fossem será serão seria seriam sido sendo
estar estou está estamos estão estava estavam esteve estiveram estaria estado estando
ter tenho tem temos têm tinha tinham teve tiveram terá teria tido tendo
haver há havia houve haverá haja
ir vai vão ia foi fazer faz fazem fez pode podem poderia deve devem
`;

const SPANISH = `
el la lo los las un una unos unas al del de en por para con sin sobre entre hasta desde hacia según tras
y e o u ni pero sino aunque porque pues como cuando donde mientras si también tampoco ya aún solo sólo
más menos muy mucho mucha muchos muchas poco poca pocos pocas tan tanto tanta tantos tantas bien mal sí
no nunca siempre quizás aquí allí allá ahora hoy ayer mañana entonces así después antes
yo tú él ella nosotros nosotras vosotros vosotras ellos ellas usted ustedes me te le les se nos os mí ti
conmigo contigo consigo mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra
este esta estos estas ese esa esos esas aquel aquella aquellos aquellas esto eso aquello
que qué cual cuál cuales cuáles quien quién quienes cuyo cuya cuyos cuyas cuanto cuanta cuantos cuantas
todo toda todos todas nada algo alguien nadie alguno alguna algunos algunas ningún ninguno ninguna otro
otra otros otras mismo misma mismos mismas cada cualquier cualquiera varios varias
ser soy eres es somos son era eran fue fueron sea sean será serán sería sido siendo
estar estoy está estamos están estaba estaban estuvo estado estando
tener tengo tiene tenemos tienen tenía tenían tuvo tendrá tendría tenido teniendo
haber he has ha hemos han había habían hubo hay habrá
ir va van iba hacer hace hacen hizo puede pueden podría debe deben
`;

export const STOP_WORDS: ReadonlySet<string> = new Set(
  `${PORTUGUESE} ${SPANISH}`.split(/\s+/).filter(Boolean),
);
