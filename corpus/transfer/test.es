Aquí se presentan breves descripciones de cada conjunto:	overview
Un bloqueo compartido o exclusivo puede ponerse sobre un fichero sin importar el modo en el que fue abierto dicho fichero.	api
El final de los datos grabados se indica devolviendo cero bytes para dos lecturas consecutivas.	files
Linux puede detectar eso automáticamente.	overview
La función foo toma una cadena de caracteres de formato e imprime el argumento asociado con cada caracter de formato basado en el tipo.	api
Si se ejecuta sin ningún argumento, se listan todas las posibilidades que ofrece.	overview
Dese cuenta que los bloques en la cinta no contienen ninguna información sobre el modo de escritura: cuando se lee, lo único importante es usar órdenes que acepten los tamaños de los bloques en la cinta.	files
Para gestionar el orden de inicio y los niveles de ejecución, tenemos que manejar estos enlaces.	overview
Alias opcionales de la red.	files
Esto incluye no sólo los alfabetos latino, griego, cirílico, árabe, armenio y georgiano sino también chino, japones y la variante Han de los ideogramas coreanos además de alfabetos como Hiragana, Katakana, Hangul, Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam, Thai, Lao, Khmer, Bopomofo, Tibetan, Runic, Ethiopic, Canadian Syllabics, Cherokee, Mongolian, Ogham, Myanmar, Sinhala, Thaana, Yi y otros.	overview
En general, dichas llamadas no son invocadas directamente sino que la biblioteca de C incluye funciones que ejecutan los pasos requeridos para invocar la llamada del sistema.	api
service-name deben comenzar en la primera columna del fichero, ya que no se eliminan los espacios iniciales. service-names puede ser cualquier secuencia de caracteres imprimibles, excepto espacios y tabuladores.	files
El conector ya está conectado.	api
Las herramientas que procesan estos ficheros deben abrir el fichero y examinar el primer carácter distinto de espacio.	overview
No todas las unidades de cinta admiten todas las operaciones.	files
Una longitud de bloque cero pone la unidad en modo de tamaño de bloque variable.	files
Se pueden indicar diferentes opciones para los diferentes dispositos dentro del subgrupo de cuatro.	files
Nunca tuvo un amplio uso.	overview
Esto se refiere a las páginas de referencia en línea del manual local.	overview
Por defecto, un sangrado dado se mide en ens.	overview
El directorio raíz es heredado por todos los descendientes del proceso actual.	api
Los valores devueltos son no-cero si el carácter c cae dentro de la clase pedida, y cero si no.	api
El cálculo para un año bisiesto se basa en:	api
Los caracteres no reservados incluyen las letras del alfabeto latino en mayúsculas y minúscula, los dígitos, y el siguiente conjunto de marcas de puntuación y símbolos:	overview
El programador debe asegurar que hay espacio para al menos n caracteres anchos en dest.	api
El archivo está protegido por lo que sólo puede ser leido o escrito por el usuario root o los miembros del grupo root.	files
El número de ticks de reloj por segundo puede obtenerse usando:	api
Cualquier macro con el parámetro i debajo, asigna un valor al "sangrado predominante".	overview
A los dispositivos abiertos que utilicen el número de dispositivo “sin rebobinado” no se les enviará esa orden.	files
También podrán aceptar otros argumentos a conveniencia como por ejemplo 'restart' que hace que se detenga y se vuelva a iniciar, 'status' que muestra el estado en que se encuentra el servicio, etc...	overview
Como se ha indicado antes, estos entornos difieren sobre cómo manejar el esquema info:, probablemente es la mayor diferencia.	overview
Si no ocurre ningún error, estas funciones devuelven la tangente hiperbólica inversa de x.	api
Según el sistema de ficheros, se pueden obtener otros errores.	api
Estas funciones devuelven la raíz cuadrada no negativa de x.	api
Las funciones y las macros se muestran mas adelante; para mas información se puede recurrir a las paginas del manual individuales para cada una de ellas.	api
nombres de usuario de todos los miembros del grupo, separados por comas.	files
Un fichero no puede tener simultaneamente bloqueo compartido y exclusivo.	api
Estas funciones calculan la tangente hiperbólica inversa de x; es decir, el valor cuya tangente hiperbólica es x.	api
Páginas del manual asociadas a los programas instalados localmente.	overview
Estos dispositivos suelen crearse ejecutando:	files
Use el formato estándar como se describe aquí.	overview
Cuando se encuentra una marca de fichero durante las lecturas, ocurre lo siguiente.	files
Una función podría ser llamada con un número de argumentos variable de tipos igualmente variables.	api
Los programas más complicados pueden tener aquí subdirectorios completos.	overview
Para conseguir que ciertos scripts se inicien o se paren en diferentes niveles de ejecución y en un orden concreto, se crearon los directorios de ejecución en orden.	overview
Se requirió una interfaz inexistente o una dirección no local.	api
Vea en esas aplicaciones la documentación para informarse sobre esos esquemas.	overview
Esto hace que sea más difícil modificar el formato man para diferentes medios, para hacer el formateo consistente para un medio dado y para insertar automáticamente referencias cruzadas.	overview
Si se omite, se deberían devolver todos los atributos.	overview
En el modo de bloque variable se escribe un bloque de cinta para cada llamada de escritura y el número de bytes determina el tamaño del bloque de cinta correspondiente.	files
La principal motivación para implementar initrd fue la de permitir una configuración modular del núcleo en el momento de la instalación.	files
Los contadores crypt discarded packet y misc discarded packet no están implementados.	files
Estos directorios deben emplearse para todos el soporte de empaquetado de la distribución.	overview
Sin embargo, se debe hacer una selección conservativa de caractares para minimizar problemas de compatibilidad.	files
Esta solía ser la localización habitual para las fuentes del núcleo.	overview
Fue ampliamente implementado en diversos sistemas y está siendo gradualmente sustituido por Unicode.	overview
Las siguientes ioctl están disponibles:	files
La traducción al español de esta página del manual fue creada por Pedro A.	files
Los niveles son, en orden de importancia decreciente:	api
Además, para hacer los nombres más claros, éstos terminan habitualmente con el nombre del servicio al que se refieren.	overview
Puede haber otros códigos de error específicos del dominio.	api
Actualmente, toma el control de todos los dispositivos detectados de tipo “acceso secuencial”.	files
Estas funciones devuelven el coseno hiperbólico de x, que está definido matemáticamente como:	api
Este directorio contiene sólo los archivos necesarios durante el proceso de inicio.	overview
Código fuente para los programas instalados localmente.	overview
Diversos archivos de registros o "log".	overview
A diferencia de otros sistemas, donde el registro de información en utmp se puede deshabilitar borrando el fichero, en Linux este fichero siempre debe existir.	files
Este último sistema, llamado el 'nuevo' o 'lógico' sistema de entrecomillado mediante "Las reglas de Hart"y el "Diccionario Oxford para Ecritores y Editores", se considera una buena práctica en Gran Bretaña y en varios idiomas europeos.	overview
Distingue entre mayúsculas y minúsculas.	files
Copia n caracteres anchos del vector que comienza en src al vector que comienza en dest.	api
Las órdenes para seleccionar el tipo de letra son:	overview
Los siguientes sólo son errores generales de conector.	api
En particular, el administrador puede escapar de una "prisión chroot" ejecutando:	api
Están diseñadas principalmente para uso interno del núcleo, pero pueden ser empleadas desde el espacio del usuario.	api
Todos los espacios en los nombres de los nodos se escriben como subrayados.	overview
El nombre del dispositivo de bloque tiene la forma siguiente: sdlp, donde l es una letra que designa la unidad física, y p es un número que designa la partición en dicha unidad física.	files
Una aplicación que proporciona un servicio suele denominarse demonio.	overview
Si quedan datos en el buffer cuando se encuentra la marca de fichero, se devuelven los datos del buffer.	files
La siguiente lectura devuelve datos del siguiente fichero.	files
Como resultado, los párrafos identados que hay a continuación pueden usar el mismo sangrado sin necesidad de redefinir su valor.	overview
status es el estado según informa el módem.	files
El argumento facility se emplea para especificar qué tipo de programa está registrando el mensaje.	api
La posición de cinta se conserva dentro de cada partición durante los cambios de partición.	files
To avoid an overflow, which will produce undefined results, an application should perform a range check on the returned value before assigning it to an integer type.	api
Operaciones de Cinta Magnética para el uso normal de una cinta:	files
Las líneas que no coincidan con este formato no deberían estar presentes en el fichero.	files
El cambio de partición se ejecuta junto con la siguiente operación de cinta para evitar movimientos de cinta innecesarios.	files
No hay ninguna manera de determinar el tamaño que buf debería tener.	api
En particular, los tiempos de los "nietos" a los que los hijos no esperaron no son procesados.	api
Un identificador absoluto se refiere a un recurso independiente del contexto, mientras que un identificador relativo apunta a un recurso a través de las diferencias del contexto actual.	overview
Siempre debe existir el nombre no calificado.	overview
Tales heurísticas pueden cambiar con el tiempo, particularmente cuando se introduzcan nuevos esquemas.	overview
Los vectores no se pueden solapar.	api
El formato del fichero depende de la arquitectura de la máquina, por lo que se recomienda que sea procesado únicamente en la arquitectura en que fue creado.	files
En otras palabras, busca la primera ocurrencia en la cadena de caracteres ampliados wcs de cualquiera de los caracteres que hay en la cadena de caracteres ampliados reject.	api
Si no sucede ningún error, estas funciones devuelven el coseno hiperbólico de x.	api
Esta funcionalidad posibilita el establecimento de un número de intervalos de nivel de señal y contar el número de paquetes recibidos en cada uno de estos intervalos definidos.	files
Cada línea representa una red y tiene el formato siguiente:	files
Es probable que tales redefiniciones se ignoren.	overview
Esto se hizo para pervenir el efecto de una excesiva latencia en prolongadas lecturas de dicho archivo.	files
Linux define que la estructura de utmpx debe ser idéntica a la de utmp.	files
Los demás caracteres se deben preceder con carácteres de escape.	overview
Estas funciones devuelven el valor máximo para x.	api
Este dispositivo se conoce como dispositivo de inicio.	overview
comprueba si el carácter es una letra minúscula.	api
Esto permite que en el fichero de configuración se especifique que mensajes de diferentes programas se manejen de forma distinta.	api
Un tercer ejemplo es más conveniente para discos 'de rescate'.	files
Binarios para los juegos instalados localmente.	overview
Un archivo se desentiende de un flujo cerrando dicho archivo.	api
Esta opción de arranque deshabilita la operación de arranque en dos fases.	files
Más de un proceso puede tener un bloqueo compartido para un fichero en un momento dado.	api
Al final, esto podría incluir no sólo jeroglíficos y varios lenguajes indo-europeos históricos sino incluso algunos alfabetos artísticos seleccionados como Tengwar, Cirth y Klingon.	overview
La próxima lectura devuelve cero bytes.	files
Los caracteres de combinación son esenciales para, por ejemplo, codificar el alfabeto Tai o para tipografía matemática y para usuarios del Alfabeto Fonético Internacional.	overview
Si usa otras capacidades diferentes a éstas, compruebe el resultado cuidadosamente con diferentes herramientas.	overview
No están descritas las opciones de proxy transparente.	api
Archivos asociados a los programas instalados localmente.	overview
Está obsoleto en la actualidad.	api
Esto limita el tamaño de bloque al mayor bloque contiguo de memoria que el código de asignación de memoria del núcleo puede proporcionar.	files
Las reglas usadas en el enlace de nombres varían entre familias de direcciones.	api
Hay que tener en cuenta que los detalles de qué es mayúscula o minúscula dependen de cada lengua.	api
Algunas de las características mencionadas son opcionales.	files
El programador debe usar este paquete de macros cuando escriba o porte páginas del manual para Linux.	overview
El fichero services podría tener el siguiente aspecto:	files
Se espera que en un futuro la mayoría de las herramientas comprendan ambos formatos y que acepten subrayados para los espacios en los nombres de los nodos.	overview
Todos los tiempos informados se dan en ticks de reloj.	api
Asegúrese que buf tiene suficiente espacio para alojar la tira.	api
Si no sucede ningún error, estas funciones devuelven la raiz cuadrada de x.	api
Esto determina la importancia del mensaje.	api
Un segundo escenario se presenta para instalaciones en las que Linux corre en sistemas con diferentes configuraciones 'hardware' en una misma red.	files
Devuelve el valor absoluto del argumento entero, de tipo entero apropiado para la función.	api
No todas las herramientas soportan todos los esquemas.	overview
Estas funciones devuelven el menor valor entero pero no inferior a x.	api
Para solucionarlo, debe mirar en el código fuente cómo añadir la tarjeta en la rutina de detección.	files
El controlador puede trabajar con particiones de cinta si la unidad puede hacerlo.	files
Formatea la cinta en una o dos particiones.	files
Intentar tomar el valor absoluto del entero más negativo no está definido.	api
En algunos casos, el contenedor de una función puede hacer algo más que eso.	api
Programas de administración instalados localmente.	overview
Para obtener simplemente su atributo de dirección postal, pregunte:	overview
Por ejemplo, en la localización "C" por omisión no existe la letra "umlaut", por lo que no se le aplica conversión.	api
Esta tira sera escrita en el buffer apuntado por buf.	api
El conector no está conectado.	api
Las descripciones de los campos son:	files
Invocaciones sucesivas devolverán los valores del resto de los argumentos.	api
Devuelve el tamaño del dispositivo en sectores.	files
Tenga en cuenta que esa información puede ser distinta entre cada página.	api
Finalizó el plazo de tiempo mientras se intentaba la conexión.	api
Para establecer el orden de inico o parada dentro de un mismo nivel de ejecución, los nombres de los enlaces contienen números de orden.	overview
La configuración de las opciones afecta tanto al dispositivo con auto-rebobinado como sin rebobinado.	files
Las líneas en blanco se saltan.	files
La mayoría devuelven el valor cero, aunque otras puede devolver otro valor distinto aunque finalice con éxito.	api
Advierta que variable puede ser repetida más de una vez, piense que son el servidor web y sus aplicaciones los encargados de determinar si tiene significado.	overview
En algunas distribuciones, mnt contiene subdirectorios para su uso como puntos de montaje de diversos sistemas de archivo temporales.	overview
Las otras definiciones de macro claves son:	overview
Estos directorios contienen páginas de manual preformateadas, distribuidas según su sección de manual.	overview
una lista de atributos, separados por comas, a devolver.	overview
En este momento sólo están disponibles los dispositivos de bloque.	files
Archivos binarios que pertenecen al sistema X-Window.	overview
Los nombres de red pueden incluir cualquier carácter imprimible excepto espacios en blanco o almohadillas.	files
Las opciones entran en vigor cuando el dispositivo se abre.	files
Aunque técnicamente man es una paquete de macros troff, en realidad un gran número de otras herramientas procesan ficheros de páginas de manual que no implementan todas las capacidades de troff.	overview
En algunas localizaciones no inglesas existen letras minúsculas que no tienen su correspondiente letra mayúscula; por ejemplo la s aguda alemana.	api
Esto permite que se comparta memoria y datos entre aplicaciones de distinto tipo.	files
Datos de aplicaciones locales que pueden ser compartidos entre diferentes arquitecturas del mismo sistema operativo.	overview
El servidor puede estar demasiado ocupado para aceptar nuevas conexiones.	api
Cada nivel de ejecución está asociado a un conjunto de servicios.	overview
Datos de programas en caché.	overview
Si x es infinito positivo, éste será el valor devuelto.	api
Aquí tiene las definiciones de los preprocesadores invocados por los siguientes caracteres:	overview
Use órdenes simples que se puedan traducir fácilmente a otros formatos.	overview
Determina la longitud del segmento inicial más largo de wcs que está formado completamente por caracteres anchos listados en accept.	api
Para permitir a los administradores de sistemas cambiar estos parámetros sin editar los scripts de inicio, se utilizan los archivos de configuración.	overview
Los errores más comunes se listan a continuación:	api
Las funciones están definidas como macros en línea del preprocesador, y no serán sustituidas sin la opción de optimización activada, provocando referencias no resueltas durante el enlazado.	api
Aquí van las páginas de manual repartidas en subdirectorios según la sección correspondiente.	overview
Por ejemplo ejecutar algún preprocesamiento de los argumentos antes de ponerse en modo núcleo o postprocesamiento de los valores devueltos por la llamada del sistema.	api
Si este campo está vacío, no se utiliza ninguna contraseña.	files
Alternativamente, una versión futura de la especificación del sistema de ficheros puede que especifique suficientemente las localizaciones de los ficheros para que el esquema file: sea capaz de encontrar la documentación.	overview
Estas funciones convierten minúsculas a mayúsculas y viceversa.	api
Un archivo con estos bloqueos, no aparecerá bloqueado para usuarios remotos.	api
El lugar habitual para los archivos de datos asociados con los programas X, así como archivos de configuración del propio X.	overview
The returned address is truncated if the buffer provided is too small; in this case, addrlen will return a value greater than was supplied to the call.	api
comprueba si el carácter es una letra mayúscula.	api
Las macros pueden omitir la i en cuyo caso se usará el actual sangrado predominante.	overview
Debería ser la primera sección e ir seguido de una breve descripción del programa en la siguiente línea:	overview
Determina la longitud del segmento inicial más largo de wcs que está formado completamente por caracteres anchos no listados en reject.	api
Normalmente, el programa cliente se especifica tras service-name.	files
Información de estado variable para programas.	overview
Esto hace que realizar una llamada del sistema sea muy similar a invocar una función de una biblioteca cualquiera.	api
El paquete man tiene las siguientes cadenas predefinidas:	overview
Los flujos de salida que hacen referencia a dispositivos de tipo terminal, siempre utilizan memorias intermedias lineales por defecto; durante la salida hacia cada flujo se escribe automáticamente un flujo de entrada que hace referencia al dispositivo terminal que lee.	api
Manejarlos invocando otros programas está bien, y de hecho es lo apropiado.	overview
No se necesita ningún parámetro.	files
Solamente un proceso puede tener un bloqueo exclusivo para un fichero en un momento dado.	api
Archivo de definición de redes.	files
En el encabezado del código fuente de cada página de manual se encuentran los datos del autor de la misma y de los derechos de autor.	api
Este controlador está disponible como módulo o puede compilarse en el núcleo.	files
Los detalles particulares de cada llamada se describen en sus respectivas páginas de manual.	api
Es posible habilitarlas o inhabilitarlas cambiando constantes en el archivo de cabecera del controlador y recompilando.	files
El parámetro operation puede tener uno de los siguientes valores:	api
Esta es una función solamente de compatibilidad.	api
En núcleos modulares tendrá que ejecutar la siguiente orden para cargarlo antes de poder usarlo:	files
En otras palabras, busca la primera ocurrencia en la cadena de caracteres anchos wcs de cualquiera de los caracteres que no están en la cadena de caracteres anchos accept.	api
No le importa en absoluto para qué son los bytes que está manejando.	overview
Archivos de datos associados con el sistema X-Window.	overview
Si no hay próximo argumento, o si type no es compatible con el tipo del próximo argumento, se producirán errores impredecibles.	api
