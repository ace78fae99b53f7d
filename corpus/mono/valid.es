Para el dispositivo de salida HTML, el texto contiene un enlace a la URL; si no hay texto de enlace, se usa la propia URL.
El máximo número de búferes varía con el de unidades detectadas, y el valor predeterminado es 2.
El dispositivo /dev/tape se crea normalmente como un enlace físico o simbólico al dispositivo de cinta predeterminado en el sistema.
/etc/at.allow, /etc/at.deny determina quién puede usar el sistema at.
Esto se interpretaría como lib o lib64 según la arquitectura (lógicamente si es x86-64 lo hará a lib64 y si es x86-32 lo hará a lib).
Cuando se usa la puntuación de peso en una receta, la puntuación final de esa receta debe ser positiva para que concuerde.
No muestra el campo con el nombre del equipo.
Interpret the succeeding arguments as usernames or UIDs.
Para pedir información a host.com en el puerto 6666 sobre la persona de nombre común (common name, cn) "Babs Jensen" de la Universidad de Michigan, pregunte:
Todos los números se imprimen en la base especificada por la variable obase.
Esta lista da una breve descripción de ellos.
El intervalo de tiempo (en segundos) antes de que una entrada de la cache AARP expire.
La redirección de la salida hace que el fichero cuyo nombre resulte de la expansión de palabra se abra para escritura en el descriptor de fichero n, o la salida estándar (descriptor de fichero 1) si n no se especificó.
En Linux (igual que en System V), el campo ut_id de un registro nunca cambiará una vez que se le haya asignado un valor, lo que reserva esa entrada sin necesidad de un fichero de configuración.
Si existe un campo Content-Length: en la cabecera del correo y no se ha especificado la opción -Y, procmail eliminará espacios para indicar el tamaño correcto.
blanco Un espacio en blanco o tabulación (tab).
Establece la información del medio de una unidad (geometría del disco en la unidad).
Nivel 2 Además de los del nivel 1, se permiten caracteres de combinación para algunos idiomas donde resultan esenciales (p.ej., Tai, Lao, hebreo, árabe, Devangari, Malayalam).
An array variable is considered set if a subscript has been assigned a value.
Invocando varias veces yank-last-arg, se desplazará hacia atrás en el historial insertando la última palabra (o aquella definida en el argumento de la primera invocación) de cada línea por la que se desplace.
IFF_BONDING:La interfaz es un enlace maestro o esclavo.
Las variables de entorno fijadas dentro de la parte de acción interpretadas por la the shell-`|' de una receta no conservará sus valores tras haber finalizado la receta ya que se asignan en uan subshell de procmail.
fusiona un máximo de NFUSIÓN entradas al mismo tiempo.
El antiguo formato $[expresión] es obsoleto y se eliminará en futuras versiones de bash.
Save the file and quit the editor once you have completed the missing fields. bashbug will notify you of any problems with the report and ask for confirmation before sending it.
If any are found, the count is printed.
Las siguientes llamadas ioctl(2) pueden utilizarse para controlar el dispositivo dsp56k:
Linux incluye soporte para muchos de ellos: ext4, xfs, btrfs, f2fs, vfat, ntfs, hfsplus, tmpfs, sysfs, proc, iso9660, udf, squashfs, nfs y cifs, entre otros muchos.
Ninguna entrada válida de la tabla de enrutamiento coincide con la dirección de destino.
objfile... are the files to be examined.
logrotate no crea el directorio olddir si no existe.
Por ejemplo, "a=1" es una sentencia de asignación y "(a=1)" es una expresión que tiene una asignación incluida.
Si se da también un argumento de dirección, establece la dirección de protocolo del otro lado de la unión, exactamente igual que hace la opción obsoleta dstaddr.
Esto significaría que cualquier definición NORMAL no tendría efecto.
El módulo ARP implementa un intervalo de interfaces /proc configurar parámetros globales o específicos de una interfaz.
Un ejemplo típico de una entrada de fstab sería el siguiente:
ISO 8859-8 define los caracteres empleados en el hebreo moderno.
El programa ld.so maneja ficheros binarios con el formato a.out, un formato usado hace tiempo.
Éste enlace existe sólo por razones de compatibilidad y no debería usarse.
IP_RECVERR y ICMP_FILTER son nuevos en la versión 2.2 de Linux.
El examinar y parchear posiciones de memoria que contienen bits de sólo-lectura o sólo-escritura puede conducir a resultados inesperados.
El valor de retorno es el de la orden puesta en primer plano, o `fallo' si se ejecuta fg cuando el control de trabajos está desactivado o, cuando se ejecuta con el control de trabajos activado, si espectrab no especifica un trabajo válido o espectrab se refiere a una trabajo que se arrancó sin control de trabajos.
Los dos o tres caracteres que controlan la expansión y separación en lexemas de la historia (consulte EXPANSIÓN DEL HISTORIAL a continuación).
la shell permite el control de los diversos caracteres empleados por el mecanismo de expansión de historia (vea la descripción de histchars arriba en Variables de la shell).
La órden umount hace el proceso contrario.
considera TAMAÑO como la cantidad de bloques de E/S en lugar de como bytes.
La variable FUNCNEST limita el tamaño de la pila de llamadas de la función y restringir la cantidad de llamadas que puede hacer una función.
Y /dev/sdb3 tiene el número mayor 8, menor 19, y se refiere a la tercera partición "primaria" DOS de la segunda unidad SCSI del sistema.
Esto sólo es útil si quiere garantizar que la última mitad del fichero /etc/procmailrc se ejecuta en nombre del recipiente.
Desde la versión Linux 2.0.22 un rearranque es por omisión un rearranque en frío.
Más adelante se explica en detalle.
Especifica el fichero a cargar como el contenido de /dev/initrd.
If the sourcepath option to the shopt builtin command is turned off, the PATH is not searched.
Este valor define el nivel de compatibilidad de la shell.
Es posible definir más de un tipo separándolos por comas.
Si se le asigna como valor una cadena no nula, avisará si detecta símbolos no resueltos.
Si el nombre de la orden no contiene barras inclinadas, la shell intenta localizarla.
Verdad si archivo existe y es un archivo especial de bloques.
Esto se conoce como un grupo de órdenes.
Como /tmp, este directorio contiene archivos temporales, almacenados durante un tiempo no especificado.
Si se define al valor exact, la cadena suministrada debe concordar exactamente con el nombre de un trabajo parado; si se define como substring, la cadena suministrada necesita concordar con una subcadena del nombre de un trabajo parado.
Añade las cabeceras de todos los mensajes que no vienen del postmaster a su colección de cabeceras privadas (para uso estadístico o depuración de correo); y usa el fichero de bloqueo `headc.lock'.
! expr Verdad si expr es falsa.
Este conjunto abarca muchos idiomas del sudeste de Europa y, lo que es más importante: tiene mejor soporte para el rumano que Latin-2.
Integer constants follow the C language definition, without suffixes or character constants.
formatea solo las líneas que comiencen por CADENA volviendo a añadir el prefijo a las líneas formateadas.
Ésto incluye errores asíncronos recibidos de la red.
Fue eliminado del núcleo en la versión 2.1.21.
The shell allows arithmetic expressions to be evaluated, under certain circumstances (see the let and declare builtin commands, the (( compound command, and Arithmetic Expansion).
The perlfilter file must contain the line "package Embed::Persistant;", so that variables in the perlfilter file don't clash with rpost variables, and the subroutine must be called "perl_rpost".
FORMATO controla la salida como la función printf de C.
Si se encuentra una receta de no entrega que concuerda, el procesado del fichero de recursos continuará una vez que la línea de acción haya sido ejecutada.
(Sólo en Slackware, SuSE y RedHat; ignorada por la utilidad dircolors(1) de GNU usada por Debian).
Si una orden no se encuentra, el proceso hijo creado para ejecutarla devuelve un estado de 127.
Muestra solo los conectores que están a la espera (por defecto se omiten).
ISO 8859-14 contiene los caracteres empleados en los idiomas celtas.
Los elementos se numeran empezando por el cero a partir del primer directorio listado por dirs.
En modo posix estas órdenes nativas puede aparecer en una orden después de una o más instancias de la orden nativa y mantener las propiedades de la asignación.
Borra ARCHIVO/S si se indica --remove (-u).
Lo siguiente es una lista de los nombres de las órdenes y las secuencias de teclas predeterminadas a las que están asociadas.
And by the way, use -o after -m and after -t.
Archivos fuente para diferentes partes del sistema, incluidos con algunos paquetes con propósitos de referencia.
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-9, que no aparecen en la pagina de manual ascii(7).
Si no se da editor, se emplea el valor de la variable FCEDIT, o el valor de EDITOR si FCEDIT no está definido.
Esta página de manual documenta la versión GNU de rm.
Delimiter characters encountered in the input are not treated specially and do not cause read to return until nchars characters are read.
Los códigos de densidad soportados por una unidad se pueden encontrar en la documentación de la unidad.
Es más, no dispone de un archivos para configurar la reserva de entradas para sesiones al no disponer de campos ut_id.
The only line that matches is line 1 of argmatch.h.
Escrito por Kevin Braunsdorf y Matthew Bradburn.
El estado de salida suele ser 0 si se ha seleccinado alguna línea, 1 si no se ha seleccionado ninguna y 2 si ha ocurrido algún error.
Si espectrab no está presente, se usa la noción que tiene la shell del trabajo en curso.
fsck(8) utiliza este campo para determinar el orden en el que se realizan las comprobaciones del sistema de archivos en el momento del arranque.
Busca en la base de datos de descripciones cortas (una línea) de órdenes y devuelve una lista con las descripciones que contienen esa cadena.
El modo de la tecla Meta es específico para cada VT (terminal virtual) (y se emplea la VT correspondiente a stdin, la entrada estándar).
El Estándar de Jerarquía de Sistema de Archivos, Version 3.0, publicado el 19 de marzo de 2015 ⟨https://refspecs.linuxfoundation.org/fhs.shtml⟩.
Si no existe, EOF significa el final de la entrada para la shell.
Aunque se desactive el último elemento de una variable vectorial, no se desactivará dicha variable. unset nombre, donde nombre es un vector, eliminará por completo dicho vector. unset nombre[índice], donde índice es * o @, tendrá un comportamiento diferente según sea un vector asociativo o indexado.
Esta sección describe las opciones de la línea de órdenes de gpm, mientras que los detalles internos son comentados en la siguiente sección.
If enabled, this boolean option allows binding to an IP address that is nonlocal or does not (yet) exist.
"x" no parece ser un nombre_fichero válido.
Un sistema Linux típico tiene, entre otros, los siguientes directorios:
Este parámetro define el tiempo de latencia (en segundos) antes de intentar montar el sistema de archivos raiz.
Enables or disables the display of symbol version information.
En vez de convertirse a un índice de tipo y presentarse como un grafismo, puede lanzar un movimiento del cursor u otra función de control.
El resultado de la expresión es el "resto" y se calcula de la siguiente manera.
la shell, de forma predeterminada, finaliza al recibir una señal SIGHUP.
The commands following the alias definition on that line are not affected by the new alias.
Estos "controles C1" emplean códigos entre 128 y 159 para susituir ESC [, ESC ] y otros iniciadores de secuencias de 2 bytes.
Si se proporciona un argumento, refresca la línea actual sin despejar la pantalla.
It has a couple of advantages over the -f option above.
Establece una lista de direcciones Ethernet (MAC) en el dispositivo (hasta 8) y obtiene la última calidad de enlace para cada una de ellas (vea iwspy(8)).
Una vez que Ud. ha determinado que realmente existe un fallo, utilice la orden bashbug para enviar el informe correspondiente.
La sintaxis de esta lista (si se da) es "auto nombre, ... ;".
MTFSR Espacio atrás sobre mt_count registros (bloques de cinta).
Aquí tiene un ejemplo del fichero /etc/rpc de la distribución Sun RPC Source.
La especificación dice que su duración debe ser 0,5 microsegundos, pero la experiencia muestra que el retardo causado por el propio codigo es suficiente.
Para poder recibir paquetes, se debe ligar primero el conector a una dirección local usando bind(2).
La palabra antes del punto se trata como un patrón para la expansión de nombres de ruta con un asterisco implícitamente añadido.
Para introducir caracteres de espacio o de control en las secuencias de color o en las extensiones de los nombres de fichero, se puede usar tanto la notación de códigos de \-escape al estilo de C o la notación al estilo de stty ^.
De otro modo, establece (o elimina) la opción IFF_BROADCAST del interfaz.
Muestra solamente el nombre base de cada nombre de fichero.
Únicamente debe contener datos compartidos de sólo lectura, de tal forma que pueda ser montado por varias máquinas que usen Linux.
Escrita por Jay Lepreau y David MacKenzie.
Puede usarse la variable TIMEFORMAT para definir el formato de la información de tiempo.
Supongo que bzip2 funcionará mejor en máquinas con caches de gran tamaño.
A = 10.) For multi-digit numbers, bc changes all input digits greater or equal to ibase to the value of ibase-1.
Muestra la/s CADENA/S en la salida estándar.
Coloca una línea que contiene un separador de grupo (--) entre grupos contiguos de coincordancias.
If any of the assignments attempts to assign a value to a readonly variable, an error occurs, and the command exits with a non-zero status.
El fichero de recursos mimeconvert podría contener algo como ( =0x80= y =0xff= se deberían sustituir por caracteres reales de 8 bits):
A continuación de la sección global hay una o más secciones específicas de terminales, que están precedidas por una o más sentencias TERM que especifican los tipos de terminal (tal y como los da la variable de entorno TERM) para los que se aplican las declaraciones que les siguen.
No se tendrá en cuenta ninguna asignación de un valor a EPOCHSECONDS.
Para ver más detalles del funcionamiento de E/S en los FIFO, consulte pipe(7).
El núcleo realiza la secuencia de arranque habitual como si /dev/initrd no hubiera sido inicializado.
De ahí que sea imposible conocer el momento exacto del reinicio.
ldd no funciona con algunos programas a.out extremadamente antiguos que fueron construidos antes de que el soporte para ldd fuera añadido a las versiones de los compiladores.
No muestra los nombres de archivo antes de cada línea.
Para ir sobre seguro, emplee la codificación C en los sistemas GNU; esto es que podrá evitar este inconveniente ejecutando LC_ALL=C tr en lugar de simplemente ejecutar tr.
Tabla con los códigos de los países, latitudes y longitudes, valores TZ y comentarios descriptivos.
La orden pldd no está definida en POSIX.1 Otras sistemas tiene aplicaciones similares.
El datagrama es mayor que una MTU de la ruta y no puede ser fragmentado.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
/dev/vcs[1-63] son los dispositivos de carácter para los terminales de consola virtual.
Si las especificaciones de las páginas (spec) se separan con + las páginas se unen en una sola página.
When display GNU indirect function symbols nm will default to using the "i" character for both local indirect functions and global indirect functions.
Si modo empieza con un dígito, se interpreta como un número octal; si no, se interpreta como un modo simbólico similar al aceptado por chmod(1).
El valor por omisión es esto último.
Se usa para priorizar los paquetes en la red.
Tenga mucho cuidado con la opción SO_BROADCAST (no es privilegiada en Linux).
The effect is as if the shell command ``IGNOREEOF=10'' se hubiera ejecutado la orden de la shell (vea Variables de la shell) above).
Si se dan ARG1 y ARG2, se supone -m: habitualmente 'am i' o 'mom likes'.
Salvo aquellos creados durante la ejecución de órdenes y la sustitución de procesos, los descriptores de archivo no están disponibles en subshells.
KS X 1001 se usa como JIS X 0208, como un componente para construir codificaciones tales como EUC-KR, Johab e ISO-2022-KR.
Si se da la opción -a, se quitan todas las definiciones de alias.
Other options, if specified, have the following meanings.
La herramientoa wall forma parte del paquete util-linux que puede descargarse en Linux Kernel Archive <https://www.kernel.org/pub/linux/utils/util-linux/>.
Solo el cambio en el número de filas es algo más fácil, y resizecons intentará hacerlo solo cuando se le da la opción -lines.
PostScript es una marca registrada de Adobe Systems Incorporated.
Sin embargo, algunos sistemas ampliamente usados (Slackware Linux, FreeBSD, OpenBSD) tienen una estructura para los scripts de inicio algo diferente.
Si se intenta desapilar de una pila vacía, el programa terminará.
Los archivos se envían por correo electrónico a la dirección configurada en maillast y mail.
ISO 8859-15 contiene los caracteres empleados en muchos idiomas del occidente de Europa así como el símbolo del euro.
Two options can generate additional lines before each FILENAME:LINENO line (in that order).
El usuario puede entonces manipular el estado de este trabajo, empleando la orden bg para continuar con él en segundo plano, la orden fg para continuar con él en primer plano, o la orden kill para matarlo.
binding Definiciones de teclas de Readline.
Si bash determina que está siendo ejecutado de este modo, lee y ejecuta órdenes desde /etc/bash.bashrc y ~/.bashrc, si existen y tienen permiso de lectura.
Cuando la consola actual está en modo gráfico, gpm duerme hasta que se vuelve a modo texto (a menos que se especifique -R).
Directorio donde se debe escribir la salida de LD_PROFILE.
A continuación se expone una lista de todos los sistemas de archivo disponibles en Linux, tanto actuales como obsoletos.
modificó su tamaño después de N (por defecto son 5) iteraciones para comprobar si se borró su enlace o se renombró (frecuente al rotar archivos de registro).
Este pedaso de mecanismo (que trabaja más que el chapista de Mazinguer Z), funciona de la misma manera que date(1), aunque al mismo tiempo de forma diferenter.
Cada operador consta de una única letra:
Configurar la MTU con valores demasiado pequeños puede provocar un fallo del núcleo.
añade una ruta por defecto (que será usada en caso de no poder usar ninguna otra).
Si se pasa un solo argumento de interfaz, mostrará sólamente el estado de dicho interfaz; si se da un solo argumento -a, muestra el estado de todos los interfaces, incluso de aquellos que no están activos.
La cabecera y el cuerpo deben estar separados por un caracter de cambio de línea.
Hay muchos esquemas que han sido definidos, pero que actualmente no se usan de forma amplia. (por ejemplo, prospero).
Para conectores conectados, sólo se pasan EMSGSIZE y EPROTO por compatibilidad.
Esto puede crear algunos agujeros de seguridad.
Toda la interacción con el usuario se realiza mediante la entrada estándar y la salida de error estándar.
Floppy drives are block devices with major number 2.
Cuando se emplea con [[, los operadores < y > ordenan de modo lexicográfico en base a la configuración de idioma del equipo.
El dispositivo /dev/vcsa0 se utiliza para el soporte Braille.
ul reads the named files (or standard input if none are given) and translates occurrences of underscores to the sequence which indicates underlining for the terminal in use, as specified by the environment variable TERM.
Esto significa que un mismo script se ejecuta tantas veces como archivos de registro coincidan con el patrón dado, por ejemplo /var/log/news/* coinciden con todos los archivos dentro de la carpeta news.
Si no está asociado, se recibirán todos los paquetes con el protocolo IP especificado.
La orden nativa read acepta una -a para asignar una lista de palabras leídas desde la entrada estándar a un vector.
Normalmente los dispositivos se crean con:
La estructura struct arpreq cambió en la versión 2.0 de Linux para incluir el miembro arp_dev y los números de las ioctls cambiaron a la misma vez.
Linux 2.2 usa un filtro de cubetas de fichas (token bucket) para limitar los ICMP.
The current frame is frame 0.
If dir begins with a slash (/), then CDPATH is not used.
Este punto también se puede denotar con el par de números reales (r,phi), siendo r la distancia al origen 0 y phi el ángulo entre el eje X y la línea Oz.
EFAULT Se ha pasado una dirección de memoria inválida.
Algunos mensajes rtnetlink poseen atributos opcionales después de la cabecera inicial:
Este directorio contiene los archivos de configuración para XML (opcional).
Esta opción habilita el soporte de varias particiones dentro de una cinta.
If followed by a /, two adjacent *s will match only directories and subdirectories.
Si el prefijo-tilde es un `~-', el valor de la variable de la shell OLDPWD, si está definido, se sustituye.
