La sección 1 de este manual describe órdenes y herramientas para usuarios.
Por ejemplo: para manipular archivos, shells, compiladores, navegadores web, visores de imágenes, editors de texto y similares.
Linux es un tipo de UNIX y, en principio, todos las órdenes de usuario funcionan exactamente igual en UNIX que en Linux (también lo hacen en FreeBDS y muchas otras variantes de UNIX).
En Linux existen diversas GUI (interfaces gráficas) donde puede trabajar en modo gráfico y, seguramente, hacer su trabajo sin necesidad de leer un buen montón de documentos antes de empezar.
El tradicional entorno de trabajo de UNIX es CLI (modo texto), donde tiene que teclear órdenes para indicarle a la máquina lo que quiere hacer.
Esto último es más rápido y eficaz pero requiere indagar acerca de esas órdenes que va a necesitar.
A continuación se explica lo mínimo para empezar.
Para empezar a trabajar, seguramente necesite iniciar una sesión con su nombre de usuario y contraseña.
La aplicación login(1) le iniciará una shell (el intérprete de órdenes).
Si está en un entorno gráfico, verá una pantalla con menús o iconos y podrá iniciar una shell haciendo click en una ventana.
Vea también xterm(1).
Los usuarios y administradores teclean órdenes en una shell: el intérprete de esas órdenes.
No es algo intrínseco del sistema, sino que puede elegir la que desee.
Una sesión podría transcurrir de este modo:
Tecleando Ctrl-D se finaliza la sesión.
El signo $ es un símbolo del sistema—es la forma en que la consola nos indica que está lista para ejecutar la siguiente orden.
Este símbolo puede personalizarse en muchos aspectos tales como incluir el nombre de usuario, el las sistema, el directorio actual, la hora, etc....
Asignando PS1="¿Qué hacemos ahora, jefe?" hará que este símbolo se cambie por esta frase.
Como ve, existen órdenes que proporcionan la fecha y la hora (date), incluso un calendario (cal).
La orden ls muestra el contenido del directorio actual —vamos, los archivos.
Si usa la opción -l, mostrará más información como el propietario, el tamaño y la fecha del archivo así como los permisos de acceso que tienen sobre ellos los distintos usuarios.
En este ejemplo, el archivo "tel" ocupa 37 bytes, su propietario es aeb y éste puede leerlo y modificarlo, otros usuario también pueden leerlos.
Tanto el propietario como los permisos se pueden modificar usando las órdenes chown y chmod.
La orden cat mostrará el contenido de una archivo (su nombre proviene del ingles "concatenate and print": todos los archivo que ponga como argumentos se concatenarán y el resultado saldrá por la "salida estándar" (lea stdout(3)), en este caso por la ventana de la consola).
La orden cp (de "copia") copiará un archivo.
En cambio, la orden mv le cambiará el nombre.
La orden diff muestra las diferencias entre dos archivos.
Aquí no muestra nada porque no hay ninguna.
La orden rm (viene de "remove", "eliminar" en castellano) borra archivos.
Tenga cuidado porque no existe ninguna "papelera de reciclaje" ni nada parecido, simplemente desaparecen.
La orden grep (el nombre procede de las expresiones regulares "g/re/p") buscará coincidencias de una cadena de texto en uno o más archivos.
En este ejemplo, encuentra el número de teléfono de Maja.
Los archivos residen en una especie de gran árbol jerárquico.
Cada uno de ellos tiene un pathname que describe la ruta desde la raiz de ese árbol (llamado /) hasta el archivo.
Un ejemplo de una de estas rutas podría ser /home/aeb/tel.
Para evitar tener que usar siempre la ruta completa para referirse a un archivo, existe la posibilidad de abreviarlo utilizando solo su nombre.
Por ejemplo, /home/aeb/tel puede abreviarse como tel si el directorio actual es /home/aeb.
La orden pwd indica el directorio actual.
La orden cd cambia el directorio actual.
Pruebe las órdenes cd y pwde indague el uso de cd ejecutando: "cd", "cd .", "cd ..", "cd /", and "cd ~".

mtrace is a Perl script used to interpret and provide human readable output of the trace log contained in the file mtracedata, whose contents were produced by mtrace(3).
If binary is provided, the output of mtrace also contains the source file name with line number information for problem locations (assuming that binary was compiled with debugging information).
For more information about the mtrace(3) function and mtrace script usage, see mtrace(3).
Muestra la versión y finaliza.
Si desea información para informar de errores, consulte: ⟨http://www.gnu.org/software/libc/bugs.html⟩.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

La sección 2 de este manual describe las llamadas del sistema de Linux.
Una llamada del sistema es un punto de entrada al núcleo de Linux.
En general, dichas llamadas no son invocadas directamente sino que la biblioteca de C incluye funciones que ejecutan los pasos requeridos para invocar la llamada del sistema.
Esto hace que realizar una llamada del sistema sea muy similar a invocar una función de una biblioteca cualquiera.
En la mayoría de los casos, la función del contenedores de la biblioteca de C, no hacen nada más que:
En algunos casos, el contenedor de una función puede hacer algo más que eso.
Por ejemplo ejecutar algún preprocesamiento de los argumentos antes de ponerse en modo núcleo o postprocesamiento de los valores devueltos por la llamada del sistema.
En estos casos, las páginas de manual de la sección 2 intentan entrar en los pormenores tanto de la API de la librería C (en general la de GNU) como de la llamada del sistema.
En general, la DESCRIPCIÓN principal se centra en la interfaz de la librería de C mientrasla sección NOTAS explica las diferencias con la llamada del sistema.
Puede encontrar una lista de las llamadas del sistema de Linux en: syscalls(2).
Cuando surje un error, la mayoría de llamadas del sistema devuelven un valor negativo de una de las constantes descritas en errno(3).
El contenedor de la función oculta este detalle: cuando una llamada del sistema devuelve un valor negativo, se copia su valor absoluto en la variable errno y se devuelve -1 como valor de retorno del contenedor.
El valor de retorno de una llamada realizada con éxito dependerá de la propia llamada.
La mayoría devuelven el valor cero, aunque otras puede devolver otro valor distinto aunque finalice con éxito.
Los detalles particulares de cada llamada se describen en sus respectivas páginas de manual.
En algunos casos, el desarrollador deberá definir una macro de prueba para obtener la declaración de una llamada del sistema en el archivo de encabezado definido en la sección SINOPSIS de la página de manual.
A veces se requiere que estas macros para probar características esté definidas antes de incluir ningún archivo de encabezado.
En estos casos, la macro necesaria se describe en la página de manual.
Consulte feature_test_macros(7) para más información acerca de las macros para probar características.
Algunos términos y abreviaturas se emplean para señalar variantes de UNIX y estándares que siguen las llamadas de esta sección.
En la mayoría de los casos no es necesario invocar una llamada al sistema directamente, pero hay veces en que la biblioteca C estándar carece de un contenedor con la función adecuada.
En este caso, el desarrollador tendrá que invocar la llamada del sistema mediante syscal(2).
Antiguamente también podía hacerse mediante macros _syscall explicadas en _syscall(2).
En el encabezado del código fuente de cada página de manual se encuentran los datos del autor de la misma y de los derechos de autor.
Tenga en cuenta que esa información puede ser distinta entre cada página.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El dispositivo de bloques /dev/initrd es de sólo lectura, al que se le asigna como número mayor 1 y como número menor 250.
En general, /dev/initrd es propiedad de root:disk con modo 0400 (con acceso de lectura sólo para el 'root').
Si el sistema Linux no tuviese ya creado /dev/initrd, puede crearse con las siguientes órdenes:
También, el soporte tanto para "disco RAM" y "disco RAM Inicial" (p.ej.
CONFIG_BLK_DEV_RAM=y y CONFIG_BLK_DEV_INITRD=y) debe ser compilado directamente en el núcleo de Linux para utilizar /dev/initrd.
Cuando se usa /dev/initrd, el controlador del disco RAM no se puede cargar como módulo.
El archivo especial dev/initrd es un dispositivo de bloques de sólo lectura.
El dispositivo /dev/initrd es un disco RAM que es inicializado (es decir, cargado) por el gestor de arranque antes de cargar e iniciar el núcleo del sistema.
Así, el núcleo puede utilizar el contenido del dispositivo /dev/initrd para el inicio del sistema en dos fases.
En la primera fase del inicio, el núcleo pone en marcha y monta un sistema de ficheros raíz a partir del contenido de /dev/initrd (o sea, el disco-RAM inicializado por el gestor de arranque).
En la segunda fase, se cargan controladores adicionales u otros módulos desde el contenido del dispositivo raíz inicial.
Tras cargar los módulos adicionales, se monta un nuevo sistema de ficheros raíz (es decir, el sistema de ficheros raíz habitual) desde un dispositivo diferente.
Cuando se arranca el sistema con initrd, ocurre lo siguiente:
(1) El gestor de arranque ('boot loader') carga el núcleo y el contenido de /dev/initrd en memoria.
(2) En la puesta en marcha del núcleo, éste descomprime y copia el contenido del dispositivo /dev/initrd en el dispositivo /dev/ram0 y a continuación libera la memoria utilizada por /dev/initrd.
(3) Seguidamente, el núcleo monta el dispositivo /dev/ram0 en modo lectura/escritura como el sistema de ficheros raíz inicial.
(4) Si el sistema de ficheros raíz habitual indicado coincide con el sistema de ficheros raíz inicial (por ejemplo, /dev/ram0) entonces el núcleo salta directamente al último paso para la secuencia de arranque habitual.
(5) Si el fichero ejecutable /linuxrc está presente en el sistema de ficheros raíz inicial, se ejecuta con UID (identificador de usuario) 0.
(El fichero /linuxrc debe tener permiso de ejecución.
(6) Si no se ejecuta /linuxrc o cuando /linuxrc termina, se monta el sistema de ficheros raíz habitual.
(Si /linuxrc termina con algún sistema de ficheros montado en el raíz inicial, entonces el comportamiento del núcleo es INDETERMINADO.
(7) Si el sistema de ficheros 'habitual' contiene el directorio /initrd, el dispositivo /dev/ram0 se mueve desde / a /initrd.
En otro caso, si el directorio /initrd no existe, el dispositivo /dev/ram0 se desmonta.
(Cuando es movido desde / a /initrd, /dev/ram0 no se desmonta, y por tanto los procesos pueden permanecer funcionando desde /dev/ram0.
Si el directorio /initrd no existe en el sistema de ficheros raíz habitual y queda algún proceso en funcionamiento sobre /dev/ram0 cuando /linuxrc termina, el comportamiento del núcleo es INDETERMINADO.
(8) La secuencia de arranque/inicio habitual (por ejemplo, la ejecución de /sbin/init) se realiza en el sistema de ficheros habitual.
Las siguientes opciones del gestor de arranque, cuando se utilizan con initrd, alteran el proceso de puesta en marcha del núcleo:
Especifica el fichero a cargar como el contenido de /dev/initrd.
Para LOADLIN esta es una opción de línea de órdenes.
Para LILO tiene que utilizar este orden en el fichero de configuración de LILO, /etc/lilo.config.
El nombre de fichero indicado con esta opción será normalmente una imagen del sistema de ficheros comprimida con GZip.
Esta opción de arranque deshabilita la operación de arranque en dos fases.
El núcleo realiza la secuencia de arranque habitual como si /dev/initrd no hubiera sido inicializado.
Con esta opción, cualquier contenido de /dev/initrd cargado en la memoria por el 'boot loader' es preservado.
Esta opción permite que /dev/initrd contenga cualquier clase de datos y no esté limitado a una imagen de sist. de ficheros.
De todas formas, el dispositivo /dev/initrd es de sólo-lectura y puede ser leído sólo una vez tras la puesta en marcha del sistema.
Especifica el dispositivo que será utilizado como sistema de ficheros normal (raíz).
Para LOADLIN esta es una opción de línea de órdenes.
Para LILO esta es una opción para el momento de arranque o puede utilizarse como línea de opción en el fichero de configuración de LILO, /etc/lilo.config.
El dispositivo indicado por la opción debe ser un dispositivo 'montable', y contener un sistema de ficheros raíz adecuado.

El archiovo /dev/tty es un dispositivo de carácter con el número mayor 5 y número menor 0, creado normalmente con el modo 0666 y propiedad de root:tty.
Es un sinónimo del terminal en control de un processo, si existe.
Además de las peticiones ioctl() implementadas por el dispositivo al que se refiere tty, incluye soporte para la petición TIOCNOTTY de ioctl(2):
Desligar el proceso actual de su terminal en control.
Si el proceso está en la sesión principal, se envía las señales SIGHUP y SIGCONT al grupo de procesos principales y todos los procesos de la sesión actual pierden su terminal en control.
Esta ioctl(2) sólo funciona con descriptores de fichero conectados a /dev/tty.
Los procesos de demonio usan esta ioctl(2) cuando son invocados por el usuario a un terminal.
El proceso intenta abrir /dev/tty.
Si la apertura tiene exito, se desliga del terminal usando TIOCNOTTY, mientras que si la apertura falla, obviamente no esta ligado a un terminal y no necesita desligarse.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

/dev/vcs0 es un dispositivo de carácter con número mayor 7 y número menor 0, creado normalmente con modo 0644 y propietario root:tty.
Designa la memoria del terminal de consola virtual visualizado en ese momento.
/dev/vcs[1-63] son los dispositivos de carácter para los terminales de consola virtual.
Tienen el número mayor 7 y el número menor de 1 a 63, y se crean normalmente con el modo 0644 y propietario root:tty. /dev/vcsa[0-63] son idénticos salvo por el empleo de pequeñas cifras ordenadas según el equipo que incluyen atributos.
Están prefijadas con cuatro bytes que indican las dimensiones de la pantalla y la posición del cursor: líneas, columnas, x, y (x = y = 0 en la esquina superior izquierda de la pantalla).
Cuando se carga un fuente de 512 caracteres, es posible tomar el bit en la 9ª posición mediante la operación VT_GETHIFONTMASK de ioctl(2) (disponible desde la versión 2.6.18 de Linux) en /dev/tty[1-63].
El valor obtenido en el entero sin signo al que apunta el tercer argumento de ioctl(2).
Estos dispositivos reemplazan las ioctl(2) de volcado de pantalla de ioctl_console(2), de forma que el administrador del sistema pueda controlar el acceso a través de los permisos del sistema de archivos.
Los dispositivos de las ocho primeras consolas virtuales se pueden crear con:
No se aceptan peticiones de ioctl(2).
Disponible a partir de la versión 1.1.92 del núcleo de Linux.
Observe que la salida no contiene caracteres de nueva línea, por lo que puede ser necesario algún procesamiento adicional, por ejemplo:
El dispositivo /dev/vcsa0 se utiliza para el soporte Braille.
El siguiente programa visualiza los atributos de carácter y pantalla que se encuentran en la posición del cursor de la segunda consola virtual, y después cambia su color de fondo allí:
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluyen diversas extensiones de 8 bits del estándar ASCII (también conocido como ISO 646-IRV).
ISO 8859-14 contiene los caracteres empleados en los idiomas celtas.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla se muestran los caracteres imprimible ISO 8859-14 que no figuran en la página de manual de ascii(7).
También se conoce a ISO 8859-14 como Latin-8.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits sobre el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-2 incluye los caracteres latinos empleados en varios idiomas de Europa central y del este.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles delISO 8859-2, que no aparecen en la página de manual ascii(7).
También se conoce a ISO 8859-2 como Latin-2.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye diversos caracteres de 8 bits adicionales al conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-10 contiene caracteres empleados en idiomas nórdicos.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La table siguiente incluye los caracteres imprimible demISO 8859-10 que no están incluidos en la página de manual de ascii(7).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

Los espacios de nombre de red permiten aislar los recursos del sistema relacionados con la red: dispositivos de red, pilas de protocolos IPv4 e IPv6, tablas de enrutamiento, reglas de cortafuegos, el directorio /proc/net (enlace simbólico a /proc/PID/net), el directorios /sys/class/net, varios archivos contenidos en /proc/sys/net, números de puerto (conectores) y demás.
También se aisla la abstracción del espacio de nombres del dominio UNIX mediante los espacios de nombre de red.
Un dispositivo físico de red reside en, exactamente, un espacio de nombre de red.
Cuando un espacio de nombre de red queda libre, es decir cuando finaliza el último proceso dentro de dicho espacio, sus dispositivos físicos vuelven al espacio de nombre inicial y no al padre del proceso.
Una pareja de dispositivos de una red virtual (veth(4)) permiten un nivel de abstracción que puede emplearse para crear un acceso a un dispositivo físico en otro espacio de nombre de red.
Cuando un espacio de nombre queda libre, los dispositivos veth(4) que lo contienen se eliminan.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

