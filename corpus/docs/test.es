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

Se descartan los datos escritos en los archivos especiales dev/null y /dev/zero.
La lectura del archivo especial /dev/null siempre devuelve 'fin de archivo', es decir, read(2) siempre devuelve cero.
La lectura del archivo /dev/zero siempre devuelve bytes con ceros (caracteres q]\0').
Estos dispositivos suelen crearse ejecutando:
Si estos dos archivos no tienen permiso de lectura y escritura para todos los usuarios, muchos programas se comportarán de manera extraña.
A partir de la versión 2.6.31 de Linux, es posible interrumpir la lectura de /dev/zero mediante señales.
Esto se hizo para pervenir el efecto de una excesiva latencia en prolongadas lecturas de dicho archivo.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

/etc/group es un archivo ASCII que define los grupos del sistema.
Hay una entrada por línea, y cada línea con el siguiente formato:
Las descripciones de los campos son:
el nombre del grupo.
la contraseña del grupo (cifrada).
Si este campo está vacío, no se utiliza ninguna contraseña.
GID el número de ID del grupo.
nombres de usuario de todos los miembros del grupo, separados por comas.
Tal como indica la página de manual de initgroups(3) en 4.2BSD: nadie parece mantener actualizado /etc/group.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El archivo de texto /etc/ttytype asocia los nombres de tipo de terminal según termcap(5) y terminfo(5) a las líneas de tty.
Cada línea consiste en un tipo de terminal, espacio en blanco, y un nombre de tty (un nombre de dispositivo sin el prefijo /dev/).
Esta asociación es utilizada por el programa tset(1) para asignar a la variable de entorno TERM el nombre de terminal correcto para la tty actual del usuario.
Esta facilidad fue diseñada para un entorno tradicional de tiempo compartido con terminales tontos alfanuméricos conectadas directamente a una minicomputadora Unix.
Actualmente, se encuestra en desuso en estaciones de trabajo modernas o ordenadores personales con Unix.
el fichero de definiciones de ttys.
Un típico fichero /etc/ttytype contiene lo siguiente:
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-7 codifica los caracteres usados en griego moderno monotónico.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-7, que no aparecen en la pagina de manual ascii(7).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-9 codifica los caracteres usados en turco.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-9, que no aparecen en la pagina de manual ascii(7).
Se conoce a ISO 8859-9 también como Latin-5.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits del conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-4 define el conjunto de caracteres empleados en idiomas escandinavos y bálticos.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla se incluyen los caracteres imprimibles de ISO 8859-4 que no aparecen en la página de manual de ascii(7).
También se conoce a ISO 8859-4 como Latin-4.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye diversas extensiones de 8 bits al conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-8 define los caracteres empleados en el hebreo moderno.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La tabla siguiente define los caracteres imprimibles de ISO 8859-8 y que no figuran en la página de manual de ascii(7).
El estándar ISO 8859-8 se conoce también como ISO-IIR-138.
ISO 8859-8 no incluye vocales cortas, símbolos diacríticos ni previsión para Yidis.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits al conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-1 contiene los caracteres empleados en varios idiomas de Europa occidental.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles de ISO 8859-1 que no aparecen en la página de manual ascii(7).
También se conoce a ISO 8859-1 como Latin-1.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

La Sección 8 describe órdenes empleadas solo por administradores.
Se incluyen aquellas órdenes que precisan privilegios especiales, demonios o aquellas relacionadas con el hardware.
Al igual que en el caso de las órdenes de la primera sección, las aquí descritas también terminan con un estado de salida que nos indicará su hubo o no un error en su ejecución.
Consulte intro(1) para más información.
En el encabezado del código fuente de cada página de manual se encuentran los datos del autor de la misma y de los derechos de autor.
Tenga en cuenta que esa información puede ser distinta entre cada página.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

