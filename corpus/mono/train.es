En cada uno de los casos descritos a continuación, sobre palabra se aplican expansión de tilde, expansión de parámetro, sustitución de orden y expansión aritmética.
Otras secuencias ISO 2022 (como para cambiar los conjuntos G0 y G1) no son aplicables en el modo UTF-8.
añade N caracteres para espaciar la salida.
These processes are said to be in the foreground.
En muchos terminales, la tecla meta se usa para escribir caracteres de 8 bits.
A leading ! negates the pattern; in this case any completion not matching the pattern will be removed.
La semántica de System V no necesita la limpieza de los campos mencionados anteriormente rellenándolos con bytes nulos, pero esto permite ejecutar muchos programas que suponen una semántica BSD y que no modifican utmp.
h Quitar un componente final de nombre de fichero, dejando solo la parte izquierda.
Las líneas siguientes pueden tener una de las dos formas siguientes para definir el ancho de los caracteres:
Es fácil sobrecargar la red realizando difusiones sin tomar precauciones.
Process substitution is supported on systems that support named pipes (FIFOs) or the /dev/fd method of naming open files.
Tradicionalmente, en los PC, el cargador del SO está localizado en el primer sector del dispositivo de inicio - es el llamado MBR (Master Boot Record).
La mayoría de estos parámetros son limitaciones de tasas para tipos ICMP específicos.
Escrito por Padraig Brady y Samuel Neves.
Background processes which attempt to read from (write to when stty tostop is in effect) the terminal are sent a SIGTTIN (SIGTTOU) signal by the kernel's terminal driver, which, unless caught, suspends the process.
The shell command locale -a lists locales that are currently available.
Se incluye información acerca de ASCII, GB 2312, ISO 8859, JIS, KOI8-R, KS y Unicode.
Una vez que se ha encontrado un equipo próximo, la entrada se considera válida durante, al menos, un valor aleatorio entre base_reachable_time/2 y 3*base_reachable_time/2.
In the function call, actual parameters are full expressions for number parameters.
Añadir este dígito al argumento, acumulándolo, o comenzar con un nuevo argumento.
Si se sobrepasa, UDP comenzará a limitar su uso.
Las líneas situadas entre la directiva inicial, por ejemplo prerotate y endscript (Ambas deben aparecer en líneas dedicadas) se ejecutan con /bin/sh.
V7 Versión 7 de UNIX, también conocida como Séptima Edición.
To obtain the traditional interpretation of bracket expressions, you can use the C locale by setting the LC_ALL environment variable to the value C.
Otras secuencias que pueden enviarse cuando zmore se para, y sus efectos, son las siguientes (i es un parámetro entero opcional, por defecto 1) :
.P Lo mismo que .PP (comienza un nuevo párrafo).
Si se desactiva BASH_SUBSHELL, ésta perderá su propiedades especiales aunque luego se vuelva a definir.
Si LINENO no está definido, pierde sus propiedades especiales, incluso si posteriormente es redefinido.
El paquete "seleccion" ofrecía una primera implementación del método de cortar y pegar para Linux usando dos botones del ratón, así, la memoria intermedia usada al cortar todavía se sigue denominando buffer de selección o simplemente "selección" en este documento.
In principle, you can use the same names as for the `-t' option, although repeating into some protocols may not be implemented for a while.
La llamada setsockopt(2) establece las opciones IP asociadas a un conector.
EINVAL Una llamada a ioctl(2) tenía un argumento incorrecto, o el tamaño de bloque solicitado no era válido.
Escribe secuencialmente en la salida estándar cada línea de los FICHEROs especificados, separadas por tabuladores.
Indica a logrotate qué orden utilizar cuando envíe archivos de registro por correo electrónico.
Especificación unificada de UNIX, en ella están agrupados XPG4v2 y otros Estándares Abiertos (X/Open Curses Issue 4 versión 2, X/Open Networking Service (XNS) Issue 4).
La función de la shell ${FUNCNAME[$i]} se define en el archivo ${BASH_SOURCE[$i]} y se invoca desde ${BASH_SOURCE[$i+1]}.
Si se omite, se deberían devolver todas las entradas.
Si se define ambas opciones, prevalecerá -A.
The return status is true unless a name is not found or an invalid option is supplied.
Dicho sufijo, suele consistir en punto seguido de una o más letras.
Puede dar una dirección, una red simbólica o un nombre de equipo.
Generalmente, los mensajes de error creados por las bibliotecas Linux-PAM se envían a syslog(3).
The ^^ and ,, expansions convert each matched character in the expanded value; the ^ and , expansions match and convert only the first character in the expanded value.
Todos los lexemas en la expresión están sujetos a expansión de parámetro, expansión de cadena, sustitución de orden, y eliminación de comillas.
La expresión2 es evaluada antes de cada ejecución de la sentencia.
In most cases, filesystems are not properly unmounted before shutdown.
Portable Operating System Interface for Computing Environments".
Las sumas de comprobación se generan tal como se indica en el RFC 3874.
Esta combinación se daba en los viejos teletipos.
Finaliza (igual que q o Q).
Archivos de configuración específicos de cada equipo para aplicaciones instaladas en /opt.
La principal tarea del cargador de inicio es localizar el núcleo, cargarlo y ejecutarlo.
El ejecutable de gpm actúa como un demonio (así que gpmd sería un nombre más acertado para él).
(1) El programa cargador arranca desde disquete u otro medio con un núcleo mínimo(p.ej. con soporte para /dev/ram, /dev/initrd, y el sistema de ficheros ext2) y carga /dev/initrd con una versión comprimida (con gzip) del sistema de ficheros inicial.
Para vaciar el buffer cambia el terminal activo actual por otro para volverde nuevo al original.
Las interfaces del tipo neigh/* no existían en versiones de Linux anteriores a la 2.2.
Podría distinguir entre mayúsculas y minúsculas, pero normalmente no lo hace.
Controls how the --color option highlights output.
Normalmente esto no debería ser necesario dado que los drivers establecen esta opción correctamente.
Specifying -U overrules this guesswork, causing all files to be read and passed to the matching mechanism verbatim; if the file is a text file with CR/LF pairs at the end of each line, this will cause some regular expressions to fail.
Devuelve el tamaño del siguiente datagrama, en bytes, pendiente del entero o el valor 0 si no hay ninguno pendiente.
If the address belongs to a function that was inlined, the source information for all enclosing scopes back to the first non-inlined function will also be printed.
COPROC Variable vectorial (consulte Vectores más adelante) creada para contener los descriptores de archivo de entrada/salida de un coproceso cualquiera (consulte Coprocesos anteriormente.
A colon-separated list of shell patterns (see Pattern Matching) defining the list of filenames to be ignored by command search using PATH.
LINES Utilizada por la orden compuesta select para determinar la longitud de la columna para mostrar listas de selección.
Various transformations are involved, and there is no guarantee at all that the final result corresponds to what the keyboard hardware did send.
Con esta opción se enumeran todas lasdirecciones de red de todas las interfaces configuradas, en forma de dominios DNS.
La máscara puede ser suministrada bien como un número decimal o una cadena simbólica.
Los nombres de fichero en msdos no pueden tener más de 8 caracteres seguidos opcionalmente por un punto y una extensión de 3 caracteres.
KOI8-U está basado en KOI8-R, con un mejor soporte para el ucraniano.
Muestra el nombre de cada archivo tal como se ha copiado.
The sorting order of characters in range expressions, and the characters included in the range, are determined by the current locale and the values of the LC_COLLATE or LC_ALL shell variables, if set.
If limit is given, and the -a option is not used, limit is the new value of the specified resource.
If the range of ephemeral ports is exhausted, then the relevant system call returns an error (but see BUGS).
To ensure that extended matching patterns are parsed correctly, make sure that extglob is enabled before parsing constructs containing the patterns, including shell functions and command substitutions.
Hay una opción "indocumentada" (-c) que hace que el programa imprima en la salida estándar este código en lugar de ejecutarlo.
La configuración de la MTU es una operación privilegiada.
Background processes are those whose process group ID differs from the terminal's; such processes are immune to keyboard-generated signals.
The -F option to the declare builtin displays the source file name and line number corresponding to each function name supplied as an argument.
Esté seguro de incluir las comillas dobles y simples, y tiene que ser una ruta absoluta.
Observer que el protocolo IPv4 puro no posee como tal el concepto de puerto.
Las siguientes variables de entorno son procesadas por bc:
This option is enabled when posix mode is enabled.
These symbols are usually used by the target for some special processing and are not normally helpful when included in the normal symbol lists.
Functions are executed in the context of the current shell; no new process is created to interpret them (contrast this with the execution of a shell script).
No es recomendable utilizar MD5 en implementaciones de seguridad.
Alguna de esta información continúa siendo útil para las personas que trabajen con equipo o documentación antiguos.
An argument of -l lists the signal names.
Si no se proporcionan argumentos, la orden se aplica a la siguiente línea de texto.
Las banderas del host son cuatro bits de propósito general que pueden ser leídos tanto por la máquina anfitriona como por el DSP56001.
El nombre de parámetro o símbolo a ser expandido puede estar encerrado entre llaves, que son opcionales pero sirven para proteger a la variable en la expansión de caracteres que la sigan y puedan interpretarse como parte de su nombre.
ASCII doesn't warn the user when overwriting an existing Unix file.
Las variables auto son diferentes de las tradicionales variables locales en que si la función A llama a la función B, B puede acceder a las variables auto de A simplemente usando sus nombres, a no ser que la función B tenga variables auto del mismo nombre.
/mnt Este directorio es un punto de montaje para un sistema de archivos montado temporalmente.
EXITCODE Cuando procmail termina y a esta variable se le ha asignado un valor numérico positivo, procmail los usará como código de salida.
Tras haber eliminado un fichero de bloqueo a la fuerza se tiene en cuenta una suspensión de suspend segundos (por defecto 16), para prevenir la eliminación inmediata de cualquier fichero de bloqueo creado recientemente por otro programa (compare SUSPEND de procmail(1)).
Estas dos opciones le permiten a Vd. especificar un usuario y una clave de acceso si su servidor NNTP las solicita.
Con la excepción de estas y algunas combinaciones que usan '[' (vea los siguientes párrafos), todos los otros caracteres especiales, incluyendo '\', pierden su significado especial dentro de una expresión entre corchetes.
causes printf to output the date-time string resulting from using datefmt as a format string for strftime(3).
Se llamará "archivo_batch".fail y contendrá la línea del archivo_batch de cada uno de los artículos que no sean enviados correctamente.
Muestra el ID de usuario y el nombre de la orden para cada orden en el archivo de contabilidad y, a continuación, termina su ejecución. * Nota *: esta opción reemplaza a todas las demás.
If the -f option is supplied, the functions corresponding to the names are so marked.
Esta aplicación está pensada para emplearse justo después de mformat.
Define el formato de fecha y hora que se mostrará.
La unidad está protegida contra escritura.
Un conector IPPROTO_RAW es sólo de envío.
After `X-Day' passed without incident, the Church of the SubGenius declared that it had got the year upside down - X-Day is actually in 8661 AD rather than 1998 AD.
Al ser bastante compatible con otras versiones, portar páginas del manual no debería dar mayores problemas (con excepción de la distribución incluida en NET-2 BSD, que utiliza un paquete de macros totalmente distinto llamado mdoc.
Esto modifica o edita la/s palabra/s seleccionadas del evento del historial.
La orden mdir se emplea para ver un directorio MS-DOS.
También es importante apreciar que los requerimientos de memoria en la descompresión vienen dados por el tamaño de bloque elegido en la compresión.
Si no se aporta ninguna clave, se empleará la totalidad de la línea como tal.
afecta a los enlaces simbólicos en vez de a cualquier archivo al que apunten (solo es útil en sistemas donde es posible modificar el dueño de un enlace simbólico).
Si IFS no está definida, los parámetros se separan por espacios.
Evite el uso de esta opción, en su lugar emplee hostname --all-ip-addresses.
Este parámetro se sustituirá por una cifra de coma flotante con el número de segundos desde el Inicio (Epoch) de Unix (consulte time(3)) medidos en microsegundos.
Se puede emplear nm -s o nm --print-armap para listar este índice.
Bash uses the value formed by expanding the rest of parameter as the new parameter; this is then expanded and that value is used in the rest of the expansion, rather than the expansion of the original parameter.
La cabecera de enrutamiento y otras opciones ya las completa el anfitrión local.
Los conectores SOCK_STREAM no lo implementan.
La secuencia a usar depende del código UCS correspondiente al carácter:
After any matches defined by the compspec are generated, directory name completion is attempted and any matches are added to the results of the other actions.
Cambia el nombre de la interfaz indicada en ifr_name a ifr_newname.
_ Al inicio de la shell, adopta el valor de la ruta con la que se inició dicha shell o el script que se ejecute tal como se indicó en el entorno en los argumentos.
Muestra o verifica sumas de comprobación SHA384 (384 bits).
If the top element of the directory stack is modified, and the -n option was not supplied, popd uses the cd builtin to change to the directory at the top of the stack.
Un carácter que, cuando no está entrecomillado, separa palabras.
El carácter % introduce una secuencia de escape que se expande a un valor de tiempo o a otra información.
Existe un lista de correo para cuestiones relacionadas con cualquier programa del paquete procmail:
Se asegura que el primer caracter de la línea actual esté en una tabulación, de modo que la alineación de las tabulaciones parezca normal.
El buzón del sistema del recipiente parece ser inseguro, procmail lo asegura.
Cambia el propietario y/o grupo de cada FICHERO a PROPIETARIO y/o GRUPO.
Las expansiones del historial introducen palabras desde el historial en el flujo de entrada, facilitando así la repetición de órdenes, la inserción de argumentos de una orden anterior en la línea de entrada en curso, o la corrección rápida de errores en una orden anterior.
Use keymap as the keymap to be affected by the subsequent bindings.
asignará el código de tecla 112 a ella, y entonces puede emplearse loadkeys(1) para definir la función de esta tecla.
(1) Usando el atributo dinámico de sección DT_RPATH del binario si está presente y el atributo DT_RUNPATH no existe.
Sin embargo, las órdenes siempre deben referenciar estos archivos usando el directorio /etc Los enlaces que aparecen en /etc deben apuntar a los archivos apropiados en /usr/etc.
Ud. puede evitar que la gente (distinta del súper-usuario) le escriba en la terminal mediante la orden mesg(1).
Cause read to time out and return failure if a complete line of input (or a specified number of characters) is not read within timeout seconds. timeout may be a decimal number with a fractional portion following the decimal point.
El ratón original de Microsoft sólo tiene dos botones.
Con un argumento, establece el modo del teclado según se indica:
Le puede decir a procmail que trate una receta de entrega como si fueran una receta de no entrega especificando la cacera `c' en dicha receta.
El soporte de particiones se debe habilitar con ioctl(2).
Cuando se usa esta opción, todas las versiones antiguas del archivo de registro van a parar a directorio.
The value of a variable is evaluated as an arithmetic expression when it is referenced, or when a variable which has been given the integer attribute using declare -i is assigned a value.
When job control is not enabled, and bash is waiting for a foreground command to complete, the shell receives keyboard-generated signals such as SIGINT (usually generated by ^C) that users commonly intend to send to that command.
La mayoría pasa una estructura ifreq:
(Emplea una herramienta específica como e2label(8), xfs_admin(8), o fatlabel(8) para definir el valor de LABEL).
Si la información local casi nunca cambia y la red no está conectada a Internet, el servicio DNS ofrecerá pocos beneficios.
Se emplea la siguiente variable de entorno:
Las órdenes tienen efecto inmediatamente, es decir, no es necesario indicar el final de una orden con un retorno de carro.
Si el usuario/grupo que se define no tiene permisos suficientes para realizar la tarea que se defina, se emitirá un mensaje de error.
Nivel 3 Todos los caracteres de UCS están soportados.
Activa un filtro especial para los conectores directos asociados al protocolo IPPROTO_ICMP.
With an explicit non-positive numeric argument, switches to insert mode.
When make invokes a sub-make, all instances of make will coordinate to run the specified number of jobs at a time; see the section PARALLEL MAKE AND THE JOBSERVER for details.
Este SVr2 fue descrito formalmente en System V Interface Definition version 1 (SVID 1) publicado en 1985.
Una entrada none es util para anclar o mover puntos de montaje.
Concretamente, las que terminan en ] no emplean un caracter estándar para su finalización.
Un parámetro es una entidad que almacena valores.
SUSv2 Versión 2 de la Especificación Unificada de UNIX.
Suprime la salida normal; en su lugar muestra el nombre de cada archivo de entrada donde no se encuentre ninguna concordancia y por lo tanto de cada fichero que no produciría ninguna salida.
La orden while ejecuta continuamente la lista lista-2 siempre que la última orden de lista-1 devuelva un estado de salida cero.
El estándar UCS (ISO 10646) describe una arquitectura del conjunto de caracteres de 31 bits que consiste en 128 grupos de 24 bits, cada uno dividido en 256 planos de 16 bits formados por 256 filas con 256 columnas, una por cada carácter.
Show totals of all objects listed (Berkeley or GNU format mode only).
Si el nombre consta de un único componente, es decir, no contiene puntos y la variable HOSTALIASES está definida con el valor del nombre de este archivo, se buscar alguna concordancia en este archivo con el nombre de equipo dado.
The file may itself contain additional @file options; any such options will be processed recursively.
Binarios de los programas locales de la instalación.
Empleando showkey en este modo, uno puede encontrar qué números usar en sus ficheros de mapas de teclado personalizados.
La expresión se trata como si estuviera entre comillas dobles, pero un signo de doble comilla en expresión no se considera un carácter especial y se elimina.
El valor AT_ANYNODE es un comodín y también implica “este nodo”.
En un programa, normalmente el fichero ejecutable se actualiza a partir de los ficheros o módulos objeto, los cuales a su vez se construyen mediante la compilación de los ficheros con el código fuente.
Cuando bash se llama como una shell de entrada interactiva, primero lee y ejecuta órdenes desde el archivo /etc/profile, si es que existe.
limita la longitud de las líneas codificadas a COLUMNAS (por defecto 76).
For example, if it is 8pm and you do a at 6pm today, it will run more likely at 8:05pm.
Read-only variables may not be unset.
Set the local device for a multicast socket.
Set the "-f" option to force such changes.
Estos números grandes serán repartidos en varias lineas con el carácter "\" al final de cada línea.
Linux implementa el protocolo AppleTalk descrito en Inside AppleTalk.
Estos registros se utilizan para extender la descripción de los ficheros en el sistema iso9660 para un anfitrión UNIX, y proporciona información tal como nombres largos de fichero, UID/GID, permisos POSIX, y dispositivos.
Observe que las comparaciones sigue la norma de 'LC_COLLATE'.
El estándar Unicode 3.0 publicado por el Consorcio Unicode contiene exactamente el Plano Multilingüe Básico UCS implementado al nivel 3, según se describe en ISO 10646:2000.
En vez de ejecutar órdenes externas, este comportamiento tan particular está soportado por que algunas situaciones extrañas pueden llevar al sistema a un estado tal que sea imposible ejecutar más programas mediante la llamada a sistema fork(); ante esta improbable situación, el usuario será capaz de apagar el sistema de manera ordenada.
Esto le dice al controlador IDE que hay un CD-ROM compatible ATAPI puesto en el lugar de un disco duro IDE normal.
Cuando el valor es 16, probablemente el núcleo conoce cuatro teclas modificadoras, que se pueden presionar en diferentes combinaciones junto con la tecla para acceder a todas las acciones asociadas.
El resultado de la expresión es la diferencia de las dos expresiones.
Esta biblioteca proporciona una API estable para que aplicaciones de gestión de privilegios (login(1)y su(1) son buenos ejemplos de ello) gestionen la autentificación.
La opción -e selecciona todas las páginas pares.
Sin embargo, la lista de rangos de códigos de acción se puede emplear para determinar si el núcleo realmente admite todos los símbolos conocidos por loadkeys(1), o hay por ahí quizás algunas acciones admitidas por el núcleo que no tienen nombre simbólico en su programa loadkeys(1).
The return status is 0 unless no command matches pattern.
r Número de mensajes de conexión recibidos por el proceso.
Los nombres de fichero que son enlaces simbólicos a otros ficheros se presentan con un tamaño de "--".
Un caso especial es si nombre_de_variable es igual a `B', `H', `HB' o `BH'; esto simplemente se sobrepone al área cabecera/cuerpo por defecto definida por la bandera inicial de esta receta.
Solo funciona tras un yank o yank-pop.
The mesg command is part of the util-linux package which can be downloaded from Linux Kernel Archive <https://www.kernel.org/pub/linux/utils/util-linux/>.
Generalmente, la compresión obtenida es considerablemente mejor que la de compresores más convencionales basados en LZ77/LZ78, y se aproxima al rendimiento de la familia PPM de compresores estadísticos.
If the -f option is used, then a line with the FUNCTIONNAME is displayed.
It is output to the terminal before displaying the text in the active region.
Como hostname --ip-address también sufre las mismas limitaciones, tampoco se recomienda su uso.
read returns after reading nchars characters rather than waiting for a complete line of input, but honors a delimiter if fewer than nchars characters are read before the delimiter.
Selecciona únicamente las línea que concuerden completa y exactamente en su totalidad con el patrón.
El disco de las herramientas está formateado de una forma especial, de forma que puede usarse tanto en un PC como en un MAC.
The -f option means to load the new builtin command name from shared object filename, on systems that support dynamic loading.
The --radix option can be used to change the number base for all columns.
Además, la mayoría de las herramientas de UNIX cuenta con archivos en formato ASCII y no pueden interpretar palabras de 16 bits como caracteres sin considerables modificaciones.
Por favor, compruebe la documentación de su shell para ver qué opciones implementa.
A file name such as foo.tgz is left intact.
Se ha solicitado una interfaz inexistente o la dirección fuente solicitada no es local.
Un URI que comience con '#' se refiere al fragmento del recurso actual.
Es posible indicar varios archivos usando varias veces la opción --file, procesándose así todos los archivos indicados.
La versión 1.10 introduce la capacidad de ejecutar órdenes especiales bajo ciertas circunstancias.
Si se añade un argumento numérico define la línea del historial a emplear en lugar de usar al actual.
Si verdaderamente quiere recibir todos los paquetes IP, use un conector packet(7) con el protocolo ETH_P_IP.
(2) usar el mecanismo de escape URI, es decir, usar la codificación %HH para octetos problemáticos.
Otros protocolos pueden señalizar la progresión del reenvío usando la opción MSG_CONFIRM en sendmsg(2).
Esto puede conducir a problemas de compatibilidad.
C11 Esta versión del estándar del lenguaje C fue ratificada por la ISO en 2011 (ISO/IEC 9899:2011).
A new line is printed when an interval of about 0.1 seconds occurs between the bytes received, or when the internal receive buffer fills up.
If the digits in word do not specify a file descriptor open for output, a redirection error occurs.
En la mayoría de los casos no es necesario invocar una llamada al sistema directamente, pero hay veces en que la biblioteca C estándar carece de un contenedor con la función adecuada.
El estado de salida al definir una función será cero salvo que se incurra en un error de sintaxis o ya exista una función de sólo-lectura con el mismo nombre.
La asignación a miembros de este vector puede emplearse para modificar directorios que ya estén en la pila, pero entonces deben utilizarse las órdenes nativas pushd y popd para añadir y quitar directorios.
Normalmente, la apertura de la FIFO se bloquea hasta que el otro extremo también se abre.
* El elemento precedente concordará cero o más veces.
Muestra las primeras NUM líneas en lugar de las 10 primeras.
Listar las terminaciones posibles del texto antes del punto.
Window Tamaño de ventana por defecto para conexiones TCP por esta ruta.
La presencia de una entrada para un servicio en el fichero services no significa, necesariamente, que el servicio se está ejecutando actualmente en la máquina.
Los cinco bits más bajos en los números menores se asignan secuencialmente en el orden en que se detectan.
Dentro de cada grupo, hay disponibles cuatro números menores para definir dispositivos con diferentes características (tamaño de bloque, compresión, densidad, etc.).
The following tokens are known to both the procmail internal egrep and the standard egrep(1) (beware that some egrep implementations include other non-standard extensions; in particular, the repetition operator { is not supported by procmail's egrep):
Se puede utilizar junto con otras opciones de selección de páginas.
The executable or relocatable object to use is specified with the -e option.
.IP x i Párrafo sangrado con una etiqueta colgante opcional.
Esta página del manual fue adaptada sin ningún rubor de la versión de Remy Card para el sistema de ficheros ext2.
Si se emplea el operador ;;, una vez encontrada una concordancia, no se seguirán buscando más.
Por ejemplo: ``popd +0'' elimina el primer directorio, ``popd +1'' el segundo.
La opción notime no mostrará ninguna información de este tipo, short es la opción por defecto y full es lo mismo que --fulltime.
The pathname printed contains no symbolic links if the -P option is supplied or the -o physical option to the set builtin command is enabled.
Se enfatiza principalmente en las codificaciones que se pueden encontrar actualmente en las distintas localizaciones en lugar de en la miríada de ellas que pueden encontrarse en otros sistemas.
Las palabras se delimitan por metacaracteres de la shell no entrecomillados.
el fichero de definiciones de ttys.
Al contrario que las versiones para MS-DOS de CD, mcd puede utilizarse para cambiar a otro dispositivo.
Este parámetro define las opciones de montaje para el sistema de archivos raiz.
The argument for setsockopt(2) is an ip_mreqn or (since Linux 3.5) ip_mreq structure similar to IP_ADD_MEMBERSHIP, or an in_addr structure.
El propio bash devuelve el estado de salida de la última orden ejecutada, a menos que ocurra un error de sintaxis, en cuyo caso acaba con un estado distinto de cero.
Suele tratarse de fragmentos de archivo alterados debido a un fallo de disco o una caida del sistema.
El tercer carácter, opcional, es el carácter que indica que el resto de la línea es un comentario cuando se encuentra como el primer carácter de una palabra, normalmente es `#'.
En este ejemplo, el archivo "tel" ocupa 37 bytes, su propietario es aeb y éste puede leerlo y modificarlo, otros usuario también pueden leerlos.
Si inicia bashbug por error, simplemente cierre el editor.
If the command run by the DEBUG trap returns a non-zero value, the next command is skipped and not executed.
En EUC-JP, los caracteres JIS X 0208 se expresan con 2 dos bytes, cada uno de los cuales es el código JIS X 0208 más 0x80.
Informe de Ratón X10 (por omisión desactivado): Establece el modo de informe a 1 (o lo restaura a 0)—vea abajo.
La función Bessel de orden entero n de x.
LINEBUF Longitud de las líneas de buffer internas, no pueden ser menores de 128.
Esta orden es útil solo para gente con teclados ligeramente distintos de lo normal, que tengan unas cuantas teclas que produzcan códigos de rastreo que el núcleo no reconozca.
La secuencia "\!" se sustituye por "!".
Al tiempo que el carácter de la orden se da, el usuario puede enviar el carácter de matar la línea (line kill) para cancelar el parámetro numérico que se está formando.
Causes a function to stop executing and return the value specified by n to its caller.
The version number of the running procmail binary.
Puede ser abierto por múltiples procesos para lectura o escritura.
This option is intended to be used in addition to tar.
Aviso: con FIONREAD no es posible saber si no hay ningún datagrama pendiente o si el siguiente datagrama contiene zero bytes de datos.
The idea is that each compatibility level controls behavior that changed in that version of bash, but that behavior may have been present in earlier versions.
Por ejemplo, si ejecutamos un script 1.pl con el siguiente contenido en su primera linea:
Si se utiliza -e, se reconocen las siguientes secuencias:
Suele ser posible ignorar todas las partes salvo 'user@hostc' para conocer la dirección actual.
No se lee ningún otro fichero de arranque.
Las secuencias de caracteres de la forma $'cadena' se consideran como una forma espcial de comillas simples.
The value of limit can be a number in the unit specified for the resource or one of the special values hard, soft, or unlimited, which stand for the current hard limit, the current soft limit, and no limit, respectively.
Si se da la opción -v se muestran las señales antes y después del cambio.
Equivaldría, en el caso de una expresión regular, a definir el patrón entre paréntesis comenzando con ^ y finalizando con $.
Para la comunidad Linux, esta área privada ha sido subdividida aún más en el rango de 0xe000 a 0xefff que puede ser utilizado a nivel particular por cualquier usuario final y la zona Linux en el rango de 0xf000 a 0xf8ff donde las extensiones se coordinan entre todos los usuarios de Linux.
Si modo se omite, se muestra el valor actual de la máscara.
La función interna caller muestra la invocación actual en base a esta información.
Empleado por dump(8) para definir qué sistemas de archivos deben ser volcados.
Si se lee EOF, la orden select se completa y devuelve 1.
IP_PMTUDISC_WANT fragmentará un datagrama si necesario, en base al MTU, o activará la opción de no fragmentar.
Attempt to move point to the same physical screen column on the next physical screen line.
Estos dispositivos reemplazan las ioctl(2) de volcado de pantalla de ioctl_console(2), de forma que el administrador del sistema pueda controlar el acceso a través de los permisos del sistema de archivos.
Esta opción hace que rpost muestre el nombre del archivo mientras se está subiendo.
El campo sin_port se podría usar para especificar el número de protocolo IP, pero en Linux 2.2 se ignora al enviar y siempre debería valer 0 (vea FALLOS).
Default is to do this setlocale.
convierte todos los espacioa en blanco en lugar de hacerlo solo con lo que están al inicio.
Controls the display of UTF-8 encoded multibyte characters in strings.
Cambia el grupo de /u y de los archivos que contiene a "personal".
If you specify a job to absolutely run at a specific time and date in the past, the job will run as soon as possible.
O, si usara gzip, más eficiente que compress:
La almohadilla (#) denota el inicio de un comentario con lo que tanto éste como el resto de caracteres de la línea serán ignorado cuando se procese el archivo.
La interfaz básica de conectores AppleTalk es compatible con netatalk en los sistemas derivados de BSD.
When not matching pathnames, the “.” character is not treated specially.
La opción ATF_USETRAILERS está obsoleta y no debería usarse.
The working directory, the environment (except for the variables BASH_VERSINFO, DISPLAY, EUID, GROUPS, SHELLOPTS, TERM, UID, and _) and the umask are retained from the time of invocation.
Con un argumento n, insertar la n-sima palabra de la orden anterior (las palabras en la orden anterior empiezan con la palabra 0).
Estos comienzan con el carácter # y continúan hasta el final de la línea.
Sólo tienen soporte completo las localizaciones de un sólo byte, donde cada byte representa un único carácter.
Una shell restringida se emplea para establecer un entorno más controlado que el que la shell estándar proporciona.
Vea las páginas de manual de los protocolos para una descripción más amplia.
Significa que un archivo vacío o que sólo contiene ceros no se interpreta como un error.
La shell define esta opción si se ha iniciado como una shell de entrada.
The following table describes the behavior changes controlled by each compatibility level setting.
elimina los archivos de destino antes de intentar abrirlos (al contrario que --force)).
Archivo por defecto para los mapas de pantalla.
Si se emplea la opción -t, type muestra una de las siguientes cadenas de caracteres: alias, keyword, function, builtin, o file si nombre es respectivamente un alias, una palabra reservada de la shell, una función, una orden interna incorporada en la shell, o un archivo ejecutable de disco.
Consulte VEASE TAMBIÉN below más delante si quiere leer un documento donde se detalla la influencia del modo posix sobre el funcionamiento de bash.
Actualmente los discos RAM emplean el búfer caché, y crecen dinámicamente.
Construye un sistema de ficheros Minix versión 2.
F Número de faltas de página principales o de solicitudes de I/O que ocurrieron mientras el proceso se ejecutaba.
La documentación puede estar situada en variedad de lugares, por lo que actualmente no es un buen esuqema URI para la documentación en linea de ámbito general con diferentes formatos.
Al finalizar la función, se recuperan de la pila los valores originales (en el momento de la llamada a la función).
NOTA: su shell puede tener su propia versión de test y/o [, que usualmente tiene prioridad sobre la versión que se describe aquí.
Alias devuelve `verdad' a menos que se dé un nombre para el que no se haya definido un alias.
Useful priorities are: 19 (the affected processes will run only when nothing else in the system wants to), 0 (the "base" scheduling priority), anything negative (to make things go very fast).
Si está presente esta variable cuando se inicia la shell, bash asume que se está ejecutando en el buffer de una shell de Emacs y podrá deshabilitar la edición en línea según el valor de TERM.
Esto es software libre; consulte el código fuente para concoer las condiciones de distribución.
Dese cuenta que la dirección y el puerto se almacenan siempre en orden de red.
Esta sentencia hace una de estas dos cosas.
no muestra información acerca de errores en la creación de archivos/directorios.
La variable nombre se define como cada elemento de la lista en cada iteración, y lista se ejecuta cada vez.
AWK El nombre de un programa awk conforme a POSIX (por defecto: awk).
Estas opciones se emplean para especificar la geometría física del disco.
Evite usar secuencias de escape para dibujar gráficos.
time fue escrito por David MacKenzie.
Estas expresiones regulares son completamente compatibles con las expresiones regulares extendidas del egrep(1) normal.
Cuando init(1) detecta que un proceso ha terminado, busca su entrada utmp mediante ut_pid, asigna a ut_type el valor DEAD_PROCESS y limpia ut_user, ut_host y ut_time con bytes nulos.
Sin embargo es aconsejable ponerla tras cualquier receta que procese los correos de una lista de correo a la que estemos suscritos; generalmente no es buena idea generar autorespuestas a las lista de correo(sí, la expresión regular !^FROM_DAEMON debería coger esos, pero si la lista de correo no sigue las convenciones aceptadas, esto podría no ser suficiente).
En definitiva,estos grupos llevan a cabo las diversas tareas cuando un usuario normal solicita un determinado servicio para el que se requieren más privilegios:
EUID Se expande al UID efectivo del usuario actual, puesta en el incio de la shell.
These timestamps are optionally displayed depending on the value of the HISTTIMEFORMAT variable.
Muestra información acerca de la versión y termina.
Emplea el tiempo de la última modificación entre los enlaces simbólicos y el objetivo.
The locale for category LC_foo is specified by examining the three environment variables LC_ALL, LC_foo, LANG, in that order.
Se debe tener cuidado al usar esta opción ya que hace que TCP sea menos fiable.
limits Imprime los límites locales forzados por la versión local de bc.
This is the library that handles reading input when using an interactive shell, unless the --noediting option is given at shell invocation.
Este campo describe las opciones de montaje asociadas con el sistema de archivos.
En caso de duda, compruebe el comportamiento del sistema subyacente.
Cada línea consiste en un tipo de terminal, espacio en blanco, y un nombre de tty (un nombre de dispositivo sin el prefijo /dev/).
Establece u obtiene el campo "tiempo de vida" actual que se envía en cada paquete enviado desde este conector.
/root Este directorio suele ser el directorio personal para el usuario raíz (opcional).
Aquí se describe un posible escenario de la instalación del sistema:
El carácter `$' introduce la expansión de parámetro, sustitución de orden, o expansión aritmética.
vi Use a vi-style command line editing interface.
Encerrar caracteres entre apóstrofes preserva el valor literal de cada carácter entre las comillas.
Si se define como off, se permiten direcciones falsificadas sin enviar aviso alguno a syslog, si se define como warn, aumentará la seguridad intentando evitar la falsificación de direcciones emitiendo un aviso a través de syslog.
Si un equipo tiene diversas interfaces de red/direcciones o se usa en distintas redes, puede tener varios FQDN/dominios o incluso no tiener ninguno.
Además de las especificaciones del formato estándar de printf(1), printf también interpreta las siguientes extensiones:
Los alias no se expanden cuando la shell no es interactivo, a menos que se haya puesto la opción expand_aliases mediante shopt (consulte la descripción de shopt bajo ÓRDENES NATIVAS DE LA SHELL más adelante).
Para formatos que funcionan en varios tipos de unidad, FDGETDRVTYP devuelve un nombre el cuál es apropiado para el tipo de unidad más antiguo que soporta este formato.
Por defecto, se considera como campo común el fragmento inicial hasta el primer espacio en blanco.
Leave a source-specific group—that is, stop receiving data from a given multicast group that come from a given source.
Si se suministra un designador de palabra sin una especificación de evento, se usa la orden anterior como el evento.
termio es el nombre dado a la antigua interfaz del controlador de terminal de System V.
IFF_DYNAMIC:T{ Las direcciones se pierden cuando la interfaz se desactiva.
De otra manera, se sustituye el valor de parámetro.
Include synthetic symbols in the output.
Muestra el destino de enlaces simbólicos o nombres canónicos de archivos.
Todos los errores fatales serán pasados al usuario como un resultado de error incluso cuando el conector no esté conectado.
La orden zgrep se emplea para invocar grep sobre ficheros comprimidos o "gzipeados".
En la mayoría de los casos el CD-ROM se identifica automáticamente, pero si no ocurre así, esto puede ayudar.
a* Cualquier secuencia de ninguna o más aes.
INCLUDERC Names an rcfile (relative to the current directory) which will be included here as if it were part of the current rcfile.
Hay algunas expresiones especiales más en bc.
More information on the list is in the README file part of the source distribution of gpm.
La versión 0.9.5 y posteriores mejoran mucho este aspecto.
Las líneas en blanco se ignoran.
El archivo sufrirá una rotación semanal durante cinco semanas antes de ser eliminado.
Advierta que no todas las preguntas tienen este formato.
Como caso especial, servidor_ip puede ser la cadena "localhost" o una cadena vacía.
Especifica el tipo de sistema de ficheros a construir.
Le dice a formail que mantenga un fichero cache de 8Kb en el cual se almacenan los identificadores de mensaje de los correos más reciente que ha recibido.
Bash se comporta como si se ejecutaran las siguientes órdenes:
Igualmente, desde la versión 0.97, el servidor se pone a si mismo en segundo plano.
* Para generar un copia imprimible del documento texinfo use las siguientes órdenes:
Si este parámetro está definido cuando bash está ejecutando un script de shell, su valor se interpreta como un nombre de archivo que contiene órdenes para iniciar la shell, como en ~/.bashrc.
El nivel de opciones de conectores para IPv6 es IPPROTO_IPV6.
Prints the attributes without any whitespace padding.
%[p][l]R El tiempo total transcurrido en segundos.
Las sumas de comprobación se generan tal como se describe en FIPS-180-1.
EPERM El usuario no tiene permiso para establecer una prioridad más alta, hacer un cambio a la configuración o enviar señales al proceso o grupo solicitado.
Las LETRAs pueden ser como siguen para grupos nuevos (en minúsculas para grupos antiguos):
Si quiere que procmail actualice estas también , use una receta como la siguiente que almacena todo lo que tenga la palabra spam en el cuerpo del mensaje en una carpeta MH llamada spamfold.
Esto es como ejecutar la orden undo las veces suficientes como para devolver la línea a su estado inicial.
Contiene información para la gestión de colores, por ejemplo los perfiles de Consorcio Internacional del Color (ICC).
Para los conectores de datagramas, las opciones IP sólo pueden ser configuradas por el usuario local.
Vea el manual en la distribución sin compilar para encontrar apuntes sobre donde hallar fuentes de documentación.
If so, that word is replaced by the text of the alias.
El nivel de registro de la consola se puede establecer también en tiempo de ejecución mediante el archivo /proc/sys/kernel/printk (descrito en syslog(2)), la operación de syslog(2) SYSLOG_ACTION_CONSOLE_LEVEL o bien dmesg(8).
Como se garantiza que los identificadores de mensaje son únicos para cada mensaje, son ideales para descartar los mensajes duplicados.
/etc Contiene los archivos de configuración locales a la máquina.
Puede usar este programa para convertir el estilo antiguo de configuración a los ficheros del nuevo estilo.
Borra las entradas del historial entre las posiciones inicio y fin ambas inclusive.
El texto después de un '#' identifica al fragmento.
Probablemente sería mejor usar otro directorio cuando construya su propio núcleo.
Las salidas resultantes van siendo pasadas secuencialmente hacia la salida estándar.
The variables and their default values are:
Si no existe el argumento ARCHIVO , se creará uno vacío, a menos que se especifique -c o -h.
La estructura sockaddr_in6 es mayor que la genérica sockaddr.
Esta opción convierte esa dirección IP en un nombre de equipo.
Sus posibles valores son interpretados siempre por la biblioteca C como códigos UCS (en todas las localizaciones), una convención que es notificada por la biblioteca C de GNU a las aplicaciones definiendo la constante __STDC_ISO_10646__ tal como se especifica en el estándar ISO C 99.
Un futuro URI puede ser añadido (por ejemplo "userdoc:") para permitirle a los programas incluir referencias cruzadas a documentación con más detalle sin tener que saber la posición exacta de dicha documentación.
Solo se realiza una búsqueda completa de los directorios de PATH si la orden no se encuentra en la tabla de llamada command_not_found_handle.
When set to On, makes readline use a single line for display, scrolling the input horizontally on a single screen line when it becomes longer than the screen width rather than wrapping to a new line.
La construcción application se emplea para incluir definiciones específicas de la aplicación.
Puede ser un nombre, un número, o uno de los caracteres especiales listados a continuación bajo el epígrafe Parámetros especiales.
atrm borra trabajos, identificados por su número.
Cuando se ejecuta interactivamente, bash muestra el indicador primario PS1 cuando está dispuesto para leer una orden, y el secundario PS2 cuando necesita más entrada para completar una orden.
Si se pone a On, las palabras que tienen más de una posible terminación hacen que las concordancias se muestren inmediatamente en vez de tocarse el pito de la terminal.
El estándar Unicode y los informes técnicos publicados por el Consorcio Unicode proporcionan mucha información adicional sobre la semántica y los usos recomendados de varios caracteres.
For the following devices, n is the drive number.
Esto es lo que se denomina órdenes asíncronas.
Nótese que también pueden activarse otros bits no documentados, dependiendo de la impresora.
También se conoce a ISO 8859-15 como Latin-9 o como Latin-0.
Referencias de la forma <file:///usr/doc/ZZZ> no funcionan porque distribuciones diferentes y requisitos de instalación locales diferentes puede que situen los archivos en directorios diferentes (puede ser en /usr/doc, o /usr/local/doc, o /usr/share, o cualquier otro sitio).
A continuación hay otras macros relevantes y cadenas predefinidas.
Note que los caracteres de control (con códigos < 32) no pueden re-asociarse con mapscrn puesto que tienen un significado especial para el controlador.
muestra los números del PRIMERO al ÚLTIMO con una diferencia de INCREMENTO.
When type is binary, grep may treat non-text bytes as line terminators even without the -z option.
Normalmente dumpkeys muestra tanto éstas como las asociaciones de teclas.
Con bash uno puede forzar el comportamiento clásico mediante esta orden:
Muestra información de pertenencia de grupos de multidifusión para IPv4 e IPv6.
establece el tamaño de la palabra de transmisión.
Cuando está en el modo de volcado `ascii', showkey muestra en la salida estándar el valor o los valores en base diez, en octal y en hexadecimal de la tecla pulsada, según el mapa de teclado presente.
Especifica el color usado para un fichero ausente (un fichero inexistente que, sin embargo, tiene un enlace simbólico apuntaNdo a él).
If set to On, readline will display characters with the eighth bit set directly rather than as a meta-prefixed escape sequence.
Si se da un argumento numérico, la marca se establece en esa posición.
"I" The symbol is an indirect reference to another symbol.
Muestra un mensaje en la salida estándar y finaliza.
IP_MTU sólo es válido para getsockopt(2) y sólo puede emplearse cuando el conector se ha conectado.
If there is a color definition in $LS_COLORS for the custom suffix "readline-colored-completion-prefix", readline uses this color for the common prefix instead of its default.
No está indicada para rescatar datos en discoa defectuosos.
Linux implementa el Protocolo de Internet (Internet Protocol, IP), version 4, descrito en RFC 791 y RFC 1122. ip contiene una implementación de multidestino del Nivel 2 según el RFC 1112.
u La expansión será una cadena formada por el valor de parámetro con su primer carácter en mayúsculas, siempre que sea una letra.
Esto tiende a expandir los ficheros de texto ordinarios en sólo un 1 o 2%.
If set, shell error messages are written in the standard GNU error message format.
mapfile returns successfully unless an invalid option or option argument is supplied, array is invalid or unassignable, or if array is not an indexed array.
Los recursos extraídos se escriben en ficheros con el mismo nombre que el recurso, y una estensión apropiada.
Un átomo seguido por un límite conteniendo dos enteros i y j ajusta con una secuencia de entre i y j átomos (ambos inclusive).
Antes de que se pierda en la multitud de varables de entorno, tenga en cuenta que todas ellas tienen valores por defecto razonables.
Como los números son de precisión arbitraria, puede que algunos números no se puedan imprimir en una sola línea.
Es responsabilidad del usuario enpaquetar los datos en fragmentos de tamaño MTU y realizar la retransmisión si es necesario.
4.4BSD El sucesor de 4.3BSD, publicado en 1993.
Índice de la posición actual del cursor respecto del comienzo de la orden actual.
Mike Frysinger y Roland McGrath trabajaron posteriormente en ella.Actualmente la mantiene Paul Smith.
Estos argumentos se procesan primero, por lo que cualquier fichero presente en los argumentos de entorno es procesado antes que cualquiera que aparezca en la línea de órdenes.
Cualquier salida que se haga a la consola virtual que tenga una selección de texto marcada hará que la marca de texto seleccionado sea eliminada de la pantalla a fin de mantener la integridad de la misma, aunque el contenido del buffer de selección no se verá afectado.
Si la búsqueda fue exitosa, o si el nombre de la orden contiene una o más barras inclinadas, la shell ejecuta el programa con ese nombre en un entorno de ejecución separado.
Muy probablemente, se carga el tipo equivocado, y uno puede querer dar uno mismo otra orden setfont después de todo.
El valor predeterminado es 60 s.
Fue usada principalmente para depurar el analizador y preparar la biblioteca matemática.
Esto es software libre: usted es libre de cambiarlo y redistribuirlo.
El sistema de archivos xiafs ya no se desarrolla ni se mantiene.
Esto suele ser útil para ver quien accedió al sistema en un instante determinado.
Esta variable se fijará a un valor no vacío si procmail detecta un desbordamiento del buffer.
La siguiente orden cambiaría la prioridad de los procesos con ID 987 y 32, y todos los procesos que sean propiedad de los usuarios daemon y root:
Esta opción hace que rpost envíe una orden de "modo de lectura" al servidor remoto.
Si está activa, y readline se está utilizando, los resultados de la sustitución de historia no se pasan inmediatamente al analizador de la shell.
Muestra la arquitectura de la máquina.
For each name, remove the corresponding variable or function.
Un archivo con un índice como éste acelera el enlazado de la biblioteca, y permite que rutinas de ella se llamen entre sí sin importar su posición en el archivo.
POSIX bc requires parentheses around the return expression.
Los programas de correo de emacs son un poco descerebrados en ese respecto, se molestan mucho si alguien entrega a carpetas de correo que ellos ya tienen en sus bufferes internos.
El usuario puede entonces mandar cualquiera de las órdenes indicadas arriba de forma normal.
El valor 7 es un valor especial que significa "cada 7 días" independientemente del día que coincida.
En /dev/mem, las direcciones de bytes se interpretan como direcciones físicas de memoria.
seguido por el número máximo de bytes para un carácter.
El archivo /etc/issue es un archivo de texto que contiene un mensaje o identificación del sistema que se muestra antes del indicador de entrada (login).
Primero se presenta una línea de mapas de teclado describiendo las combinaciones definidas actualmente.
La información del medio no se perderá cuando se cambie de medio.
The default value of comment-begin causes this command to make the current line a shell comment.
Para mi noo tiene ningún sentido que la versión estándar de sa separe las estadísticas de un ejecutable en particular dependiendo de si esa orden se bifurcó o no.
The imr_multiaddr field contains the address of the multicast group the application wants to join or leave.
Route manipula la tabla de enrutamiento IP del kernel.
posix Cambia el comportamiento de bash cuando el funcionamiento difiera del estándar POSIX, de forma que concuerde con éste(posix mode).
If no jobspec is supplied, the -a option means to remove or mark all jobs; the -r option without a jobspec argument restricts operation to running jobs.
En este archivo se define qué debe ejecutarse según el nivel de ejecución permitiendo al administrador del sistema definir el entorno para ciertos usos de forma sencilla.
If one of these characters appears, and is not quoted, then the word is regarded as a pattern, and replaced with an alphabetically sorted list of filenames matching the pattern (see Pattern Matching below).
Muchas páginas de manual comienzan con q]\" seguido por un espacio y una lista de caracteres que indican cómo se va a procesar la página.
The standard requires the opening brace be on the same line as the define keyword and all other parts must be on following lines.
If name is not an array, expands to 0 if name is set and null otherwise.
The specification of a date must follow the specification of the time of day.
Los mensajes de control tienen el mismo tipo que la opción de conector.
If the -v option is given, each name refers to a shell variable, and that variable is removed.
La definición de los intervalos será una de las siguientes:
La operación predeterminada si no se especifica --output-error, es salir inmediatamente en caso de error al escribir en una tubería y diagnosticar errores al escribir en salidas que no sean tuberías.
Si el programa percibe este problema, no se asigna del tiempo a los usuarios salvo que se indique expresamente la opción --timewarps.
No se puede asignar nada de esta manera a los parámetros posicionales ni a los especiales.
La shell no espera que la orden acabe, y el estado de salida será 0.
If this is set but not an array variable, its value is used as a command to execute instead.
A sequence of IFS whitespace characters is also treated as a delimiter.
PPID El PID del proceso padre de la shell.
If a variable name is followed by =value, the value of the variable is set to value.
Por defecto el servidor recibe cualquier evento no perteneciente a la máscara de eventos.
Si viejo está vacío, se pone al último viejo sustituido, o, si no tuvo lugar ninguna sustitución de historia previa, a la última cadena en una búsqueda del tipo !?cadena[?]..
Un carácter de combinación sólo añade un acento al carácter previo.
Si no se usa ninguna de ellas, se mostrará el contenido de dichas tablas.
Así, ASCII va sin cambio alguno dentro de UTF-8, y la gente que emplea ASCII no nota ningún cambio: ni en el código ni en tamaños de fichero.
K Uso de memoria total aproximado (datos+pila+texto) del proceso, en Kilobytes.
Si el valor es 16 por ejemplo, uno puede definir hasta 16 acciones diferentes para una tecla combinada con modificadores.
reject Instala una ruta de bloqueo, que hará que fracase un proceso de búsqueda de ruta.
A continuación, se describen algunas de estas variables que afectan a las operaciones del propio enlazador.
También se suele llamar Spec 1170 donde 1170 se refiere a la cantidad de interfaces definidas por ese estándar.
El texto cortado se guarda en un anillo de corte.
Sin embargo, definir GLOBIGNORE activa la opción de la shell dotglob, de modo que todos los otros nombres de archivo que comiencen con un “.” concordarán.
Therefore, an alias definition appearing on the same line as another command does not take effect until the next line of input is read.
Muestra los nombres y los valores de todos los ajustables junto con el intervalo de valores permitidos.
El inconveniente es que el controlador no puede comprobar antes de enviar órdenes si el tamaño de bloque seleccionado es aceptable por la unidad.
Por este motivo, le aviso encarecidamente que use el documento texinfo original.
Por omisión, bash lee estos ficheros cuando se le llama como una shell de entrada (vea LLAMADA más adelante).
Muestra información de uso y la localización por defecto de los archivos del sistema terminando la ejecución acto seguido.
Los archivos de configuración generales pueden colocarse aquí o en /usr/etc.
Las funciones también cambian el uso de la variable ibase.
Algunas implementaciones de clientes resuelven heurísticamente estas referncias.
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-3, que no aparecen en la página de manual ascii(7).
Lockfile resistente a NFS y procesa los 8 bits.
irtt Valor RTT inicial (tiempo del viaje de ida y vuelta).
Fue la última versión principal de Berkeley.
GTYPE es como LTYPE o 'changed' (cambiado).
ISO 8859-3 se utiliza para codificar idiomas del sudeste de Europa.
This is enabled by default when the shell is interactive, unless the shell is started with the --noediting option.
donde 'nombre' es una palabra reservada única que se emplea para identificar a qué parte del núcleo se va a dar los valores (si hay alguno) asociados.
Bash-4.0 introduced the concept of a shell compatibility level, specified as a set of options to the shopt builtin ( compat31, compat32, compat40, compat41, and so on).
No lee ni el fichero de arranque de sistema /etc/profile ni ninguno de los ficheros de inicio personales ~/.bash_profile, ~/.bash_login, ni ~/.profile.
If HISTFILE is unset, or if the history file is unwritable, the history is not saved.
El estado de salida es el de lista.
Cuando se está conectado a un extremo específico mediante connect(2), se puede obtener convenientemente la MTU de la ruta conocida actualmente usando la opción de conector IP_MTU (por ejemplo, después de que haya ocurrido un error EMSGSIZE).
IP_RECERR sí es válido en TCP pero todos los errores son devueltos únicamente mediante funciones de conector o a través de SO_ERROR.
Muestra el total de líneas, palabras y bytes de cada ARCHIVO y una totalización si se especifica más de un ARCHIVO.
This option allows you to specify the userid and password via the environment variables "NNTP_USER" and "NNTP_PASS" instead of on the command line.
If the string contains a second character then that will be used for local indirect function symbols.
Perform the rest of the default bash completions if the compspec generates no matches.
Algunos valores del cronómetro se especifican en unidades de tiempo (jiffies), cuyo valor dependen de la arquitectura y de la versión del núcleo.
Por ejemplo, usando groff para crear un documento PostScript y lpr como el servidor de impresión UNIX, una línea de órdenes típica podría ser como la siguiente:
Se mide en centésimas de segundo, siendo el valor por omisión 2 (0,02 segundos).
La escala del resultado es el valor de la variable scale.
Se utiliza para crear un par de pseudoterminales maestra y esclava.
para que encuentre el objeto compartido en dir/lib pudiendo el directorio /dir estar localizado en cualquier punto del árbol de directorios.
Since the name mangling formats allow for an infinite level of recursion it is possible to create strings whose decoding will exhaust the amount of stack space available on the host machine, triggering a memory fault.
Formato (2) se usa para llenar la tabla de la siguiente manera: la celda con el desplazamiento mencionado en la primera columna se llena con el valor mencionado en la segunda columna.
sin6_family siempre contiene el valor AF_INET6; sin6_port es el puerto del protocolo (véase sin_port en ip(7)); sin6_flowinfo es el identificador de flujo IPv6; sin6_addr es la dirección IPv6 de 128 bits. sin6_scope_id es un identificador que depende del ámbito de la dirección.
No está implementada usando dc(1) como suele ser tradicional.
Esta opción aún es experimental si se combina con -z (--vacío), grep -P puede emitir avisos acerca de funciones no implementadas.
Un error de redirección hace que el shell acabe con un estado distinto de cero.
Si el valor de la expresión es distinto de cero, el estado de retorno es 0; de otro modo el estado de retorno es 1.
El umbral no puede exceder el tamaño del búfer interno del controlador (consulte DESCRIPCIÓN anteriormente).
Contiene información que puede cambiar de una versión a otra del sistema y suele ser un enlace simbólico hacia /usr/src/linux/include/linux para obtener información específica del sistema operativo.
The point is the current cursor position, and mark refers to a saved cursor position.
Todo lo que se requiere es el nombre de la orden o el texto de una macro y una secuencia de teclas con la cual debe enlazarse.
Contienen diversos archivos necesarios para ejecutar X.
Las referencias hacia atrás son una espantosa 'chapuza', añadiendo bastantes problemas para una implementación eficiente.
Editor para redactar el informe de fallo (modificable con DEFEDITOR).
Si no se especifican ficheros de entrada o salida, epsffit lee de la entrada estándar y escribe en la salida estándar.
Para que /linuxrc cambie este dispositivo, /proc debe estar montado.
Devuelve el número de bytes de datos en la cola de envío local.
Tenga en cuenta que hay programas que consultan este fichero para averiguar si un usuario es un usuario corriente.
Si no se define ninguno en la línea de órdenes, los tomará desde la entrada estándar.
Están diseñados para ser usados mediante las bibliotecas netatalk del protocolo.
If set, the shell suppresses multiple evaluation of associative array subscripts during arithmetic expression evaluation, while executing builtins that can perform variable assignments, and while executing builtins that perform array dereferencing.
(If that time is already past, the next day is assumed.) You may also specify midnight, noon, or teatime (4pm) and you can have a time-of-day suffixed with AM or PM for running in the morning or the evening.
Z Tamaño de página del sistema, en KBytes.
Lee el trabajo desde el fichero en lugar de la entrada estándar.
Read enough characters to consume a multi-key sequence such as those defined for keys like Home and End.
Si no se puede encontrar ningún registro vacío con el ut_id que se necesita, init(1) crea uno nuevo.
El parámetro final de la última llamada a la subrutina está en la parte superior de la pila; el primer parámetro de la llamada inicial está en la parte inferior.
Un * marca valores no POSIX.
Número mínimo de unidades de tiempo que debe permanecer una entrada ARP en la cache.
Especifica el color usado para un fichero que tiene activo el atributo SETUID.
NOMBRE será una variable de la shell.
Si no es posible, la operación fallará con un error ENOKEY.
If set, and programmable completion is enabled, bash treats a command name that doesn't have any completions as a possible alias and attempts alias expansion.
Algunos equipos ignoran las direciones enrutadas (route-addrs) y transmiten directamente a hostc.
El hecho de no poder emplear transferencias directas puede deberse a una alineación incorrecta del buffer del usuario (configurado en 512 bytes por defecto pero el controlador HBA puede modificarlo), a que una o más páginas del buffer del usuario sea inaccesibles por parte del adaptador SCSI, etc...
La frecuencia del cronómetro (en segundos) para el cronómetro que controla el AARP.
Se pueden usar o bien espacios o bien tabuladores para separar los campos.
Extracto de la contabilidad de procesos ordenada según las órdenes ejecutadas.
Esta opción hace que netstat muestre la tabla seleccionada en pantalla continuamente cada segundo hasta que el usuario lo interrumpa.
If labeled IPSEC or NetLabel is configured on the sending and receiving hosts, this option enables receiving of the security context of the peer socket in an ancillary message of type SCM_SECURITY retrieved using recvmsg(2).
Actualmente lo mantienen Phil Blundell <Philip.Blundell@pobox.com> y Bernd Eckenfels <net-tools@lina.inka.de>.
Si está activa, bash permite que los patrones que no concuerden con ningún archivo (vea Expansión de nombres de ruta arriba) above) se expandan a una cadena vacía en lugar de hacerlo a si mismos.
When local is used within a function, it causes the variable name to have a visible scope restricted to that function and its children.
El formato se reutiliza tanto como sea necesario para consumir todos los argumentos.
Es un vector con tres valores que gestiona la cantidad de páginas que los conectores UDP pueden tener a la cola.
"p" The symbol is in a stack unwind section.
define como M la métrica en la tabla de enrutamiento (usada por las aplicaciones de enrutamiento).
Los límites actualmente en vigor para este procesador bc son los siguientes.
Por defecto se dejará la de la aplicación que los comprimió.
setsid ejecuta una aplicación en una nueva sesión.
Si no se da ninguna de las dos opciones y ocurrió un error u orden no se encontró, el estado de salida es 127.
Hay varias formas de definir los códigos de control para las características de cadena:
Esta opción hace que rpost lea otras opciones del archivo indicado, además de las de la línea de órdenes.
Esto es especialmente útil cuando estamos usando un depurador.
También se puede definir mediante -d.
Una transferencia de E/S de más de 8 bytes indica múltiples E/S del mismo registro.
Muestra la versión del programa, los términos de la licencia y sus condiciones.
Esto debe ser usado por algunos programas que descargan fuentes bit a bit.
Ahora que las expresiones regulares tienen expresiones de corchetes donde la negación se indica por un acento circunflejo '^', POSIX ha declarado que el efecto de un patrón "[^...]" está indefinido.
La expansión de llaves introduce una pequeña incompatibilidad con versiones anteriores de sh. sh no considera como caracteres especiales a las llaves de apertura o cierre cuando aparecen como parte de una palabra, y las deja en la entrada.
Los enteros deben encontrarse entre 0 y RE_DUP_MAX (255(!)) inclusive, y si hay dos de ellos, el primero no podrá ser mayor que el segundo.
Una buena referencia sobre el lenguaje de programación C.
Solo tiene efecto cuando se usa en combinación con compress.
If the -p option is supplied, or if no options are supplied, existing completion specifications are printed in a way that allows them to be reused as input.
It is an expansion error if length evaluates to a number less than zero.
Se especifica en notación hexadecimal y normalmente cae en el rango de 0x200 a 0x3ff.
Se desaconseja esta conducta. ya que aunque suele funcionar, a veces no lo hace.
Se pasa un puntero a esta estructura como el parámetro de ioctl(2).
Alain Knaff (Alain@linux.lu), David Niemi (niemidc@tux.org), Bill Broadhurst (bbroad@netcom.com).
Si la variable de entorno GREP está definida, zgrep la usa como el programa grep para ser invocado.
Pone el número del bloque inicial (el desplazamiento desde el principio en el disquete donde empieza el disco RAM) a N.
POSIX.1definió un conjunto de funciones para reemplazar las diversas operaciones ioctl(2)que existían en System V.
Esto se usa típicamente en llamadas recursivas a make.
No hace que necesariamente el analizador léxico de la shell trate al resto de la línea como un a un comentario.
Any character in IFS that is not IFS whitespace, along with any adjacent IFS whitespace characters, delimits a field.
En otro caso, mcd cambia la unidad activa y el directorio de trabajo relativo a un sistema de ficheros MS-DOS.
(Estos nombres alfanuméricos son una ampliación.
Otras opciones, como las marcas de tiempo, todavía se siguen manejando.
Además, como las URI se han convertido en un lugar común, los medios tradicionales (televisión, radio, periódicos, vallas publicitarias, etc.) han incrementado el uso de referencias abreviadas URI formadas sólo por la autoridad y partes de la ruta del identificativo del recurso (por ejemplo, <www.w3.org/Addressing>).
This manual page was written by Christer Andersson <klamm@comhem.se> for the Debian project (but may be used by others).
La información de más abajo está extraída del fichero texinfo, la cual es la fuente de información preferida.
No existe un límite superior fijo para el tamaño de mensaje.
La opción -w especifica la anchura del papel, y la opción -h especifica la altura del papel, normalmente especificada en cm o in para convertir puntos PostScript (1/72 de una pulgada) a centímetros o pulgadas.
De otro modo, configura un interfaz.
This currently means only addresses of the AF_INET (IPv4) family for compatibility.
El valor de salida será cero si no existen concordancias con ningún patrón.
Bash no permitirá que este valor se reduzca más allá de lo definido por POSIX, el valor máximo (actualmente 8192) tampoco puede ser excedido.
Las primeras entradas que se crean siempre proceden del procesamiento de inittab(5) por parte de init(1).
Dirección y número de puerto del conector del sistema remoto.
Muestra o comprueba sumas de comprobación BSD (16 bits).
El acceso al registro se realiza abriendo el archivo y buscando el número MSR como desplazamiento en el archivo, luego se leerán o escribirán fragmentos de 8 bytes.
Si lo define como 9, se crearán como .9 saltándose 0–8.
Es menos seguro si ocurre un error durante el proceso de copiado.
Proporciona las características básicas más usuales de la forma más simple posible.
The exclamation point must immediately follow the left brace in order to introduce indirection.
Para otros usuarios, los permisos para utilizarlos están definidos en los archivos /etc/at.allow y /etc/at.deny.
Se pueden enviar datagramas inmediatamente usando sendto(2) o sendmsg(2) con una dirección de destino válida como argumento.
Si parámetro no está definido o es nulo, la expansión de palabra se asigna a parámetro.
Si existe una función de la shell con ese nombre, esa función se llama como se describió arriba en FUNCIONES.
Indica al núcleo que no se reserve brevemente un puerto al usar bind(2) con el cero como número de puerto.
If this variable has not been given a value, the characters ESC and C-J will terminate an incremental search.
Se cambia la lista actual de extensiones tabú (véase la directiva include si se desea información sobre las extensiones tabú).
Devuelve `falso' si se encuentra el final de las opciones o si ocurre un error.
Los valores se muestran en unidades del primer TAMAÑO disponible de --block-size, y las variables de entorno DU_BLOCK_SIZE, BLOCK_SIZE y BLOCKSIZE.
Define la extensión para dateext empleando una notación similar a la función strftime(3).
Los patrones a ser expandidos con la expansión de llaves toman la forma de un preámbulo opcional seguido por bien por una serie de cadenas separadas por comas entre un par de llaves o por una expresión secuencial entre llaves, seguido por un post scriptum opcional.
No se han descrito las ioctls para configurar las opciones de interfaz específicas de IP y las tablas ARP.
Los nombres se forman tomando la primera sílaba de los nombres del prefijo decimal con aproximadamente el mismo tamaño, seguida de "bi" por "binario".
ifconfig [-v] interfaz [aftype] opciones | dirección ...
Con un argumento negativo, pone la anterior, pero no mueve el punto.
Si se define como on, la biblioteca resolver intentará impedir la falsificación de nombres de host para mejorar la seguridad de rlogin y rsh.
El final de línea no es parte del comentario y es procesado de forma normal.
Para conectores directos (raw), IP_RECVERR activa el paso de todos los errores ICMP recibidos a la aplicación.
This filename is passed as an argument to the current command as the result of the expansion.
Inserta un enlace de hipertexto a la URI (URL) url con todo el texto hasta la siguiente macro .UE como texto del enlace.
If a shell function returns 124, and changes the compspec associated with the command on which completion is being attempted (supplied as the first argument when the function is executed), programmable completion restarts from the beginning, with an attempt to find a new compspec for that command.
Movemail usa ficheros de bloqueo locales buzón.lock por buzón.
La definición "mayúsculas o minúsculas implican al otro" (N. del T. "one case implies all cases") dada arriba es un consenso entre todos los implementadores como la buena interpretación.
Como el coproceso se creó como una orden asíncrona, la orden coproc siempre tiene una valor de salida de éxito.
Los únicos archivos que se ignoran son archivos no habituales (tales como directorios y tuberías con nombre) y aquellos archivos cuyos nombres terminan con una de las extensiones tabú según se especifica en la directiva tabooext o taboopat.
Si n es 0, no se cambia ningún parámetro.
Si parámetro es @ o *, la operación se aplicará a cada parámetro posicional por turnos, y la expansión es la lista resultante.
Las opciones también pueden darse como argumentos al llamar al shell.
The C locale is used if none of these environment variables are set, if the locale catalog is not installed, or if grep was not compiled with national language support (NLS).
TERMINATE Termina prematuramente y reencola el correo.
Nuevamente, se distingue entre mayúsculas y minúsculas.
Pero después la tecnología de los discos cambió, y los tamaños de los discos eran números arbitrarios.
Suponga, por ejemplo, que tiene un archivo de registro llamad mireg.foo y desea que el originado en la rotación se llame mireg.1.foo.gz en lugar de mireg.foo.1.gz como lo haría por defecto.
Esta variable determina la localización empleada para el formato de fecha y hora.
Es fácil cambiar entre ext2 y ext3.
Forcing lock on "x" El fichero de bloqueo x se va a eliminar por la fuerza por sobrepasar el temporizador (véase también: LOCKTIMEOUT).
Obtiene o establece la palabra de banderas activas del dispositivo. ifr_flags contiene una máscara de bits de los siguientes valores:
Lee la información de archivo en lugar de leerla del archivo wtmp del sistema.
Es posible habilitar una función de perfil del núcleo, si uno desea saber dónde está el núcleo gastando sus ciclos de CPU.
Para una información más precisa, consultar también los ficheros de cabecera <linux/fd.h> y <linux/fdreg.h>, así como la página de manual para floppycontrol.
Como un caso especial, si a esta orden sigue inmediatamente un carácter que no es ni un dígito ni un signo menos, el número del argumento para la siguiente orden se multiplica por cuatro.
Esta opción está activada por defecto, pero solo surte efecto si está activado el historial tal como se describe en above en el apartado HISTÓRICO.
Si bash se arranca con el nombre rbash, o se da la opción -r en la llamada, la shell se convierte en restringido.
a la que sigue el nombre del mapa de caracteres (charmap).
La opción copytruncate permite almacenar archivos rotados en dispositivos diferentes mediante la directiva olddir.
Muestra solo entradas que coincidan con *todas* las opciones dadas en la línea de órdenes.
Estas son faltas en las que la página debe ser leída desde disco.
Exceeded LINEBUF Detectado desbordamiento de buffer, LINEBUF era muy pequeño, se ha fijado PROCMAIL_OVERFLOW.
En la mayoría de los casos, la función del contenedores de la biblioteca de C, no hacen nada más que:
La notación al estilo de C incluye los siguientes caracteres:
Esta forma define un intervalo de caracteres y su codificación.
Para guardar la salida en ARCHIVO, ejecute 'nohup ORDEN > ARCHIVO'.
c (x) El coseno de x, con x en radianes.
Las expresiones regulares se construyen de forma análoga a las expresiones aritméticas, combinando expresiones más pequeñas mediante ciertos operadores para formar expresiones complejas.
Bash handles several filenames specially when they are used in redirections, as described in the following table.
Borra todas las entradas de la tabla RARP para el ordenador especificado.
La sección 2 de este manual describe las llamadas del sistema de Linux.
Las clases de hardware soportadas actualmente incluyen: ether (Ethernet), ax25 (AMPR AX.25), ARCnet y netrom (AMPR NET/ROM).
Se pueden encontrar otros ejemplos de recetas de fichero_de_recursos en la página del manual procmailex(5).
Es posible puede utilizar iwpriv(8) para manipular ioctls privadas.
First, the command name is identified.
Read the documentation for a particular feature to find out the current behavior.
Modify completion options for each name according to the options, or for the currently-executing completion if no names are supplied.
Si la longitud del correo actual es M entonces:
Esta variable configura el nombre del archivo que debe leerse en lugar de /etc/host.con.
The zforce command forces a .gz extension on all gzip files so that gzip will not compress them twice.
If the -a option is used, testhost will display the server's active history list.
Users should take care if string is double-quoted to avoid unwanted interactions between the backslash and double-quoting, since backslash has special meaning within double quotes.
Sin opciones, muestra la lista de directorios que recuerda.
Desbloquea la tapa de la unidad de cinta.
El adherirse al subconjunto seguro descrito antes debe facilitar la transición automática a un formato diferente de página de referencia en el futuro.
La orden loadmunimap está obsoleta, sus funciones se han integrado en setfont(8).
Estos campos están definidos por MT_ST_BLKSIZE_SHIFT, MT_ST_BLKSIZE_MASK, MT_ST_DENSITY_SHIFT y MT_ST_DENSITY_MASK.
If word is unquoted, all lines of the here-document are subjected to parameter expansion, command substitution, and arithmetic expansion, the character sequence \<newline> is ignored, and \ must be used to quote the characters \, $, and `.
A no ser que se indique lo contrario, todas las macros provocan un salto (fin de la línea actual de texto).
El estándar UCS/Unicode puede ser utilizado exactamente igual que el ASCII en flujos de entrada/salida, comunicación con la terminal, ficheros en texto plano, nombres de fichero y variables de entorno en la codificación multibyte UTF-8 compatible con ASCII.
Otras implementaciones de conectores BSD proporcionan las opciones de conector IP_RCVDSTADDR y IP_RECVIF para obtener la dirección de destino y la interfaz de los datagramas recibidos.
El texto tras el = en cada asignación de variable está sujeto a expansión de tilde, expansión de parámetro, sustitución de orden, expansión aritmética y eliminado de comillas antes de ser asignado a la variable.
Si un ARCHIVO es mayor que el tamaño definido, se perderán los datos extra.
Deletes the character under the cursor if not at the beginning or end of the line (like delete-char).
NIS Los sitios que usan NIS utilizan la tabla de hosts como dato de entrada para la base de datos de hosts de NIS.
Esto es útil cuando logrotate se ejecuta con un usuario diferente para algunos archivos de registro.
Debido a la naturaleza interactiva de bc, la impresión de un número lleva consigo la asignación del valor impreso a la variable especial last.
Establece la opción multicast del interfaz.
Para más información sobre el establecimiento del sistema de archivos raíz, vea también la documentación de LILO y LOADLIN.
Una versión anterior de este documento asumía uqe Linux reconocía la secuencia de control para texto invisible de ECMA-48.
No es recomendable deshabilitarlo ya que podría afectar negativamente al rendimiento y a la fiabilidad.
They will filter the header of any mail through formail which will strip any leading `From ', and automatically regenerates it subsequently.
Establece la línea de interrupción usada por el dispositivo.
Bash permite mostrar o modificar las definiciones de teclas en curso mediante la orden interna bind.
Los mensajes del núcleo son gestionados por el demonio de registro del núcleo (por ejemplo klogd(8) o similar) de modo que pueden ser registrados en disco.
Bash quita las llaves de palabras, como una consecuencia de la expansión de llaves.
Consulte MODO DE COMPATIBILIDAD DE LA SHELL más adelante. below).
El nombre del equipo suele definirse durante el inicio del sisteama en /etc/init.d/hostname.sh.
Para evitar tener que usar siempre la ruta completa para referirse a un archivo, existe la posibilidad de abreviarlo utilizando solo su nombre.
Los paquetes pueden ser reordenados o duplicados antes de que lleguen.
El ? del final puede omitirse si a cadena le sigue inmediatamente un salto de línea.
Para deshacerse de VTs que no se usan, emplee deallocvt(1).) La combinación de teclas (Ctrl-)AltIzda-FN (con N en el rango 1-12) tiene usualmente un efecto similar.
Ordena la salida según la cantidad de llamadas.
Los parámetros son realmente variables auto que se inicializan al valor proporcionado en la llamada a la función.
Especifica el color usado para un fichero modificable por cualquier usuario con el atributo ejecutable activado.
Esta opción ignora este mecanismo y hace que bzip2 descomprima.
EBUSY El dispositivo ya está en uso o el controlador ha sido incapaz de reservar un búfer.
a (x) El arcotangente de x, con el resultado en radianes.
Colas para una impresora concreta (opcional).
El modo de conector directo es único de Linux y existe para soportar más fácilmente el paquete alternativo CAP y las herramientas de monitorización de AppleTalk.
Si se encuentra una barra, la cadena se interpreta como un nombre de ruta (puede ser absoluto o relativo) y se cargará el objeto compartido con dicha ruta.
El comportamiento de Linux viene dado por el RFC 1122.
Si no, establece o elimina la opción IFF_POINTOPOINT del interfaz.
orden se ejecuta en una subshell, empleándose su salida como posibilidades de atuocompletado.
Los archivos en /etc/pam.d and /usr/lib/pam.d prevalecen sobre los de este directorio si tienen el mismo nombre.
Tenga en cuenta que en algunas circunstancias (por ejemplo, cuando el programa especifica un intérprete ELF distinto de ld-linux.so), algunas versiones de ldd tratarán de averiguar las dependencias intentando ejecutar directamente el programa, lo que puede dar lugar a la ejecución de cualquier código definido en el intérprete ELF del mismo, y quizás a la ejecución del propio programa.
It takes the form of <(list) or >(list).
muestra (sin realizar ninguna conversión) las primeras N líneas de encabezado.
define o ajusta el archivo a TAMAÑO bytes.
También se conoce a ISO 8859-1 como Latin-1.
When using the second form, word may not expand to a number or -.
Los sistemas conformes a XSI pueden denominarse UNIX 03.
Usado para ocultar ficheros de DIR.
El cálculo de la puntuación añadida prosigue como si tuviera una expresión regular normal con n=`exitcode' concordancias.
Un número positivo indicará una alerta de router para interceptar el paquete y se entregará al conector.
Cualquier meta-carácter con un significado especial debe ser protegido precediéndolo con una barra inclinada inversa.
This will not have the desired effect if the current readline line does not take up more than one physical line or if point is not greater than the length of the prompt plus the screen width.
Cuando se usa maxsize, se tiene en cuenta tanto el tiempo transcurrido desde la última rotación como el tamaño del archivo.
Las matrices se pueden especificar con la misma notación que se usa en los parámetros.
The results of the expansion are prefix-matched against the word being completed, and the matching words become the possible completions.
If set to On, readline displays possible completions using different colors to indicate their file type.
bunzip2 descomprimirá correctamente un archivo que sea la concatenación de uno o más archivos comprimidos.
T} T{ ESC [ 3 J: borrar la pantalla entera incluído el búffer con los datos para ver el trabajo anterior haciendo scroll (a partir de la versión 3.0).
Escrito por Torbjorn Granlund, David MacKenzie, Paul Eggert y Jim Meyering.
La siguiente receta separa tdos los correos que tienen más de 150 líneas en el cuerpo.
Vea ALIAS arriba para una descripción de la expansión de alias.
Cuando se define, la biblioteca resolver eliminará automáticamente el dominio del final de cualquier nombre de host resuelto a través de DNS.
From glibc 2.19 to glibc 2.29, pldd was broken: it just hung when executed.
Los shells no interactivos no realizan la expansión de la historia de forma predeterminada.
La cadena oo' (por 'over and out'; o sea, 'cambio y corto') significa que la persona cree que la conversación ha terminado.
If the -e option is given, interpretation of the following backslash-escaped characters is enabled.
Los conectores X25 también se pueden usar para comunicarse sin una red X.25 intermedia (X.25 modo DTE-DTE) como se describe en ISO-8208.
Si procesa más de un ARCHIVO, precederá cada uno con un encabezado con su nombre.
Esta opción está obsoleta y no se recomienda su uso.
Vea la documentación de su shell para ver qué opciones incluye.
Calidad de enlace informa de la calidad de la modulación en el aire (espectro extendido de secuencia directa) [max = 16].
Esta versión de System V se describe en "Programmer's Reference Manual: Operating System API (Intel processors)" (Prentice-Hall 1992, ISBN 0-13-951294-2).
El valor opcional de ancho (%10f) define el espaciado de la salida.
Time in seconds to keep an IPv6 fragment in memory.
Este campo deberá contener una de las palabras siguientes:
El controlador retorna un error EIO si la unidad rechaza una operación.
Normalmente esto significa que se ha de establecer una ruta estática hacia ese gateway previamente.
Invoca la función unlink para eliminar el archivo ESPECÍFICADO.
Una llamada del sistema es un punto de entrada al núcleo de Linux.
If id specifies a non-existent process or job, the return status is 127.
(Bases greater than 16 are an extension.) Assigning a value outside this range to ibase will result in a value of 2 or 36.
Los procesos en primer plano suelen poder terminar tecleando Ctrl-C.
contiene el número de partición actual de la cinta.
Para un dispositivo raíz físico, éste se cambia haciendo que /linuxrc escriba el nuevo número de sistema de ficheros en /proc/sys/kernel/real-root-dev.
No tiene efecto visible en xterm.
Si no existe ARCHIVO, éste se creará.
!orden invoca una shell con orden.
The -D option indicates that other supplied options should apply to the “default” command completion; that is, completion attempted on a command for which no completion has previously been defined.
Esta opción se ignora si se ha invocado reboot.
Cuando se llama a connect(2) sobre el conector, se envía la dirección de destino por defecto y a partir de ese momento se pueden enviar datagramas usando send(2) o write(2) sin especificar una dirección de destino.
Si la entrada de terminfo para la consola es correcta (consiste en rs1= \Ec), entonces "tput reset" también funcionará.
Tampoco define la longitud de los campos ut_line y ut_user.
Para el tipo Ethernet, éste consiste en 6 bytes en formato hexadecimal, separados por dos puntos (:).
Los especificadores de recursos, conjunto superior de aquellos reconocidos por la orden `time' propia de tcsh son lo siguientes:
The resolved symbols can be mangled or unmangled, except unmangled symbols with + are not allowed.
Actualmente se describe en el estándar ISO 646:1991 IRV.
Algunos términos y abreviaturas se emplean para señalar variantes de UNIX y estándares que siguen las llamadas de esta sección.
El código fuente de xterm(1) también contiene scripts con ejemplos para otras características.
L La expansión será una cadena formada por el valor de parámetros con sus letras mayúsculas convertidas en minúsculas.
El tiempo se mide en milisegundos.
This is also the value that a local variable declaration "shadows", and the value that is restored when the function returns.
If delim is the empty string, read will terminate a line when it reads a NUL character.
Su principal uso consiste en establecer rutas estáticas hacia equipos o redes específicos vía interfaces previamente configuradas con el programa ifconfig(8).
A una variable se le puede asignar el atributo nameref ejecutando las órdenes nativas declare o local con la opción -n (consulte las descripciones de declare y local a continuación) para crear un nameref, o una referencia a otra variable.
Observe que se pueden hacer las siguientes distinciones de casos:
En conjunto, esto es lo que se denomina una API (acrónimo del inglés application program interface.
minix es el sistema de ficheros utilizado en el sistema operativo Minix, el primero que funcionó en Linux.
Si se fija a on, la biblioteca resolver devolverá todas las direcciones válidas para cualquier host que aparezca en el fichero /etc/hosts, en lugar de sólo el primero.
La opción -v muestra una sola palabra que indica la orden o nombre de archivo ejecutable empleado para la llamada a orden; la opción -V produce una descripción algo más prolija.
Tanto el propietario como los permisos se pueden modificar usando las órdenes chown y chmod.
En la segunda, addr2line lee direcciones exadecimaleso símbolo+compensación desde la entrada estándar, y muestra el nombre del fichero y el número de línea para cada dirección en la salida estándar.
En el BMP, el rango de 0xe000 a 0xf8ff ningún carácter será nunca asignado por el estándar y dicha zona se reserva para uso privado.
Se puede usar la opción -m para dejar un margen alrededor de toda la página, lo cual es útil para realizar páginas guía, porque los márgenes normales de una página se reducen al poner múltiples páginas en una sola hoja.
Si EPOCHREALTIME no está definido, pierde sus propiedades especiales, incluso si posteriormente es redefinido.
El perfil se habilita poniendo la variable prof_shift a un valor distinto de cero.
Los vectores se indexan empleando enteros (incluso expresiones aritméticas) y su primer elemento es el de índice cero, los vectores asociativos se referencian empleando cualquier cadena.
Use exclusive BSD lock for device or file it operates.
Subdirectorio no encontrado o privilegios insuficientes.
emplea CADENA para marcar los cortes de línea.
Cuando sea necesario, estas macros de prueba deben definirse antes de incluir cualquier archivo de encabezado.
This option is only used by interactive shells.
Al núcleo sólo se le implica para arbitrar en caso de contienda.
On startup, the history is initialized from the file named by the variable HISTFILE (default ~/.bash_history).
Furthermore, an unprivileged user can only increase the "nice value" (i.e., choose a lower priority) and such changes are irreversible unless (since Linux 2.6.12) the user has a suitable "nice" resource limit (see ulimit(1p) and getrlimit(2)).
Nota: el empleo de /proc/sys/kernel/real-root-dev para modificar el sistema de archivos raiz está obsoleto.
Para casi cualquier propósito, los alias pueden sustituirse por funciones de la shell.
Después de que la cadena es descodificada, se expande mediante la expansión de parámetros, sustitución de órdenes, expansión aritmética, expansión de cadena, y eliminación de comillas, sujeta al valor de la opción de la shell promptvars (vea la descripción de la orden shopt bajo ÓRDENES INTERNAS DE LA SHELL más adelante).
If parameter is @ or *, the result is length positional parameters beginning at offset.
Para las lenguas de la Ribera del Báltico; en particular, incluye los caracteres letones que no se encuentran en Latin-4.
La opción -P obliga a RUTA a buscar cada nombre aunque ``type -t name'' would not return file.
La orden dada como argumento al ejecutar con la opción -c.
Los valores de visualización están en las mismas unidades del primer TAMAÑO disponible de --block-size y las variables de entorno DF_BLOCK_SIZE, BLOCK_SIZE y BLOCKSIZE.
Para más detalles, vea "FRASES EN DIVERSOS LENGUAJES" en suck(1).
Además, el directorio ZZZ normalmente cambia con la versión.
Esto es una constante del sistema, pero varía entre un sistema y otro.
ESC ~ LS1R Invoca el conjunto de caracteres G1 como GR.
ENOMEM La cantidad de bytes contabilizados en read(2) es menor que el siguiente bloque físico de la cinta.
Para hacer un `egrep' más consistente de las cabeceras, procmail concatena todos los campos de cabecera continuados; pero solo interamente.
Así por ejemplo, si desea ver todas las veces que el usuario root ejecutó la orden a.out desde la terminal tty0, deberá ejecutar lo siguiente:
Dado que existen varias versiones del programa init(8), deberá consultar la documentación de la suya.
El protocolo tradicional para escribir a alguien es que la cadena -o, bien al final de una línea o en una línea sola, significa que es el turno de hablar de la otra persona.
Todo lo que hay hasta la siguiente llave cerrada dependerá de la condición especificada para esta receta.
Existe una nueva orden spoof y una nueva variable de entorno RESOLV_SPOOF_CHECK puede tener valores como off, nowarn o warn.
Se puede hacer si configura su MTA para añadir algunas cabeceras con los datos del sobre del recipiente para decir a procmail para quien es el mensaje, pero esto normalmente no es la forma correcta de hacerlo.
GNU ac funciona prácticamente igual que UNIX ac, aunque es un poco más avanzado en ciertos aspectos.
These variables specify the locale for the LC_MESSAGES category, which determines the language that grep uses for messages.
Éste se cambia siempre y cuando excede los 100k de tamaño, y los archivos de registro antiguos se envían (sin comprimir) a www@my.org después de haber sufrido cinco cambios, en vez de ser eliminados.
Inserta una línea con un separador (--) entre grupos contiguos de concordancias.
Al igual que JIS X 0208, los caracteres se proyectan en una matriz de 94x94 celdas de 2 bytes.
Lista de dominios separados entre si por dos puntos (':'), punto y coma (';') o coma (','), con un punto al inicio que se añade a la lista de dominios que deben recortarse.
I Número de entradas al sistema de archivos por el proceso.
La opción -p puede utilizarse como alternativa para especificar el tamaño del como a3, a4, a5, b5, letter, legal, tabloid, statement, executive, folio, quarto o 10x14.
The device may be a block device or an image file of one, but this is not enforced.
If the pattern matches the beginning of the value of parameter, then the result of the expansion is the expanded value of parameter with the shortest matching pattern (the “#” case) or the longest matching pattern (the “##” case) deleted.
Incluye también duplicados, inaccesibles y pseudo-sistemas de archivo.
la shell trata de forma especial a ciertos parámetros.
bashbug inserta automáticamente los tres primeros puntos en la plantilla que proporciona para escribir el informe del fallo.
Eliminado todoslo privilegios (si exisen), desctiva implícitamente los diagnísticos extendidos.
Además, el usuario puede enviar el carácter de borrar, para volver a mostrar el mensaje --More--.
The file searched for in PATH need not be executable.
Si tiene un archivo con la extensión ext puede optar por mantenerla también en los archivos rotados.
If n is greater than the number of enclosing loops, the last enclosing loop (the “top-level” loop) is resumed.
Specifies the number of jobs (commands) to run simultaneously.
Lo que al principio era un uso descuidado de los prefijos "kilo" y "mega" comenzó a convertirse en "el verdadero significado" cuando se vieron implicadas las computadoras.
Intended to be used with shell functions.
La opción en minúscula, -e, enviará los mensajes de error al archivo definido en suck_config.h y compilado en suck.
Activa la reescritura dinámica de la dirección del conector y de las entradas de enmascaramiento (masquerading) para cuando cambie la dirección de la interfaz.
Se anula la posible previa definición de array antes de que se asignen nuevos valores.
Si no resulta ningún nombre de orden, se hacen las redirecciones, pero no afectan al entorno de la shell en curso.
Añadir el siguiente carácter tecleado a la línea tal cual.
Tasa máxima de envío de paquetes ICMP_ECHOREPLY en respuesta a paquetes ICMP_ECHOREQUEST.
Así mismo, los números del 1–4 se toman de las cuatro particiones descritas en el Master Boot Record (las particiones llamadas 'primarias'), independientemente de que no se usen o sean extendidas.
La cadena FORMATO define el contenido de la salida de TIME Este formato se puede definir mediante las opciones `-f' o `--format', `-v' o `--verbose', o bien `-p' o `--portability'.
Establece el límite de saltos multidestino para el conector.
Tiene la misma prevalencia que == y !=.
Dicho registro contiene información acerca del proceso y su estructura se define en <sys/acct.h> del siguiente modo:
Se especifica implícitamente si se asigna una dirección al interfaz; es posible eliminar este comportamiento al usar alias de interfaz añadiendo un - al alias (por ejemplo: eth0:0-).
However, "$@" will only be expanded when used in the argument list to a program, and then only one such occurrence will be expanded.
La averiguación del MTU de las rutas puede desactivarse mediante la opción IP_MTU_DISCOVER del conector o en el archivo /proc/sys/net/ipv4/ip_no_pmtu_disc, consulte ip(7) para más información.
When a weak undefined symbol is linked and the symbol is not defined, the value of the weak symbol becomes zero with no error.
If the -L option is used, the pathname printed may contain symbolic links.
En modo de aplicación del teclado auxiliar la tecla BloqNum no tiene influencia en el establecimiento de la señal BloqNum.
Los valores posibles para obase van desde 2 hasta BC_BASE_MAX.
Comenzar una sustitución de historia, excepto cuando le siga un blanco, salto de línea, retorno de carro, = o (. (cuando la opción extglob está activada mediante shopt).
Quoting any part of string inhibits replacement in the expansion of the quoted portion, including replacement strings stored in shell variables.
No tiene efecto si también de define la opción -x.
Crea los DIRECTORIO(s), si no existen ya.
El soporte para estas macros se introdujo en en la versión 1.20 de GNU Troff (05-01-2009) y en Heirloom Doctools Troff en la versión 160217 (17-02-2016).
Si no se indica este color, ls usará en su lugar el color de FILE.
Se ignora el margen si la salida es más ancha que N.
Resgistra los informes según la orden ejecutada en le archivo archivo en lugar de hacerlo en el archivo por defecto SAVACCT.
No se modificará un archivo de registro varias veces al día excepto que se haya definido una regla según su tamaño y que logrotate se ejecute más de una vez al día.
Muestra información sobre temporizadores de red.
Dése cuenta que los caracteres de escape son necesarios para introducir un espacio, una barra inclinada invertida, un acento circunflejo o cualquier carácter de control en cualquier lugar de la cadena, así como una almohadilla como primer carácter.
If name is -, the set of shell options is made local to the function in which local is invoked: shell options changed using the set builtin inside the function are restored to their original values when the function returns.
In such case use this instead:
Puede omitirse si el designador de palabra comienza con un ^, $, *, -, o %.
The exit_status argument to -l is a number specifying either a signal number or the exit status of a process terminated by a signal.
Las URI usan un número limitado de caracteres que pueden ser tecleados y usados multitud de situaciones.
Si se precede la tubería de la palabra reservada !, su estado de salida será la negación lógica del estado de salida descrito para los casos anteriores.
Si el programa es un fichero que empieza con los dos caracteres #!, el resto de la primera línea especifica un intérprete para el programa.
Esta opción obliga al controlador a usar las direcciones lógicas de bloques definidas en el estándar SCSI-2 al realizar la búsqueda y comunicar operaciones (tanto con la órden MTSEEK como con MTIOCPOS y al cambiar la partición de la cinta).
T} a HPR T{ Mover cursor a la derecha el Nº indicado de columnas T} c DA T{ Reponder ESC [ ? 6 c: "Yo soy una VT102".
Si MT_ST_FAST_EOM es falso el controlador responderá a una petición MTEOM saltando hacia adelante sobre los ficheros.
Multiples banderas -! alternan el estado de salida.
El número de rotación a conservar sigue estando definido en la directiva rotate.
El kernel usa este valor para averiguar los parámetros del protocolo TCP óptimos sin tener que esperar respuestas (posiblemente lentas).
Algunos routers incumplen el RFC 1122 al responder a mensajes erróneos enviados a direcciones de difusión (broadcast).
Establece la longitud de la cola de transmisión del dispositivo.
Zmore es un filtro que permite el examen de archivos comprimidos o en texto plano de forma que se para al mostrar una pantalla completa en un terminal. zmore acepta archivos comprimidos con compress, pack o gzip, y tambien archivos sin comprimir.
En lugar de eso, use "<>", o cambie a un sistema de notación para no incluir nunca en él caracteres extraños.
(Scancodes are shown by showkey -s, see showkey(1) ) The kernel parses this stream of scancodes, and converts it to a stream of keycodes (key press/release events).
Si no, se llama al editor dado por editor en un archivo conteniendo esas órdenes.
Empezar a grabar los caracteres tecleados, en la macro de teclado en curso.
Si se emplea la segunda forma, el estado de retorno es de la orden reejecutada, a menos que ord no especifique una línea válida de historia, en cuyo caso fc devuelve `fallo'.
Esto, por supuesto, solo es posible si procmail tiene privilegios de root (o si procmail ya estáen ejecución con los euid y egid del recipiente).
Si se define una opción no válida, getsockopt(2) y setsockopt(2) emiten el error ENOPROTOOPT.
Since function definitions are dynamic, parameter numbers and types are checked when a function is called.
Solamente funciona en el caso específico en que los ficheros fueron creados por la misma aplicación, con la misma configuración de dispositivo y mismos recursos (fuentes, procsets, patrones, ficheros, etc) cargados.
The behavior is undefined if x is already lowercase.
If readline is being used to read the line, text is placed into the editing buffer before editing begins.
Aquí no muestra nada porque no hay ninguna.
Poner en minúsculas la palabra en curso (o la siguiente).
Los operadores se evalúan en orden de precedencia.
Si se aportan argumentos, tendrán los siguientes significados:
Durante una sesión interactiva, la señal SIGINT (habitualmente generada por el carácter control-C desde el terminal) provocará la interrupción del actual bloque en ejecución.
When bash is not in posix mode, it searches the current directory if no file is found in PATH.
P La expansión será una cadena formada por el resultado de expandir el valor de parámetro como si fuera un indicador de la shell (consulte INDICADORES más adelante).
Utilice los objetos nombrados en lista como auditores.
También se puede especificar mediante -b.
Se saltan las direcciones que no se puedan traduccir (por ejemplo si esa IP no tiene un nombre asociado).
Activa la entrega de mensajes de control para los datagramas de entrada que contienen cabeceras de extensión procedentes del paquete recibido.
Maneja la línea tty conectada a la entrada estándar.
Un modo numérico consta de entre uno y cuatro dígitos octales (0-7), que se obtienen sumando los bits con los valores 4, 2 y 1.
Consulte la descripción en route(8). netstat -r y route -e proporcionan la misma información.
La opción 'rootfstype' indica al núcleo que el sistema de archivo raiz debe montarse como estuviese en el formato indicado.
Para seleccionarlas, la condición debe comenzar con:
It should print a list of completions, one per line, to the standard output.
Una vez que ORDEN termina, time nos muestra (por defecto a través de la salida de error estándar) el informe de los recursos empleados por esta ORDEN. en caso de que finalice son un estado de salida diferente a cero, time mostrará un aviso y el código de ese estado de salida.
(Sólo cuando se defina __SMP__ .) Una opción de línea de orden como 'nosmp' o 'maxcpus=0' deshabilitará por completo MPS (multiproceso simétrico); una opción como 'maxcpus=N' limita el número máximo de UCPs activados en el modo MPS a N.
El fichero de bloqueo local especificado en esta receta es igual a un $LOCKFILE activo.
Un script principal (normalmente /etc/rc) se invoca desde inittab(5) y es el encargado de invocar los scripts de servicios a través de los enlaces de los directorios de ejecución en orden.
La mayor parte de la gestión está codificada en el archivo del núcleo de linux /init/main.c.
El argumento es un puntero a una estructura struct ipv6_mreq.
(Por el momento, el establecimiento de BloqNum tiene influencia en la interpretación de las teclas del teclado auxiliar.
If read times out, read saves any partial input read into the specified variable name.
This timeout must be a positive integer.
Devuelve los parámetros del disco de la BIOS, en la siguiente estructura:
Esto es necesario si el disco RAM está tras una imagen del núcleo.
Return a list of interface (network layer) addresses.
Por ejemplo: el nivel de ejecución S es el modo monousuario y el nivel de ejecución 2 implica la ejecución de la mayoría de servicios de red.
canoniza siguiendo recursivamente todos los enlaces simbólicos en todos los componentes del nombre dado.
El resultado es 1 si alguna de las expresiones es distinta de 0.
Si no se indica, el cliente determina qué servidor LDAP usar.
PATH La ruta de búsqueda para órdenes, programas ejecutables.
Este valor se introdujo para seguir el formato de tcp_mem.
Only block counts strictly greater than 10 and strictly less than 65536 are allowed.
La primera mitad es el US ASCII; la segunda es un conjunto de caracteres cirílico algo mejor diseñado que el ISO 8859-5.
Cualquier aargumento numérico que se proporcione en las sucesivas invocaciones determina la dirección de desplazamiento en el historial.
Fue la siguiente versión de System V, publicada en 1985.
Una petición también se puede dar en un formato más largo "GET", el cual tiene una o más peticiones de entrada para el formulario variable=valor separadas por el carácter ampersand (&).
If the -o bashdefault option was supplied to complete when the compspec was defined, the bash default completions are attempted if the compspec generates no matches.
Se usa una línea de buffer de longitud $LINEBUF cuando se procesa el fichero de recursos, cualquier expansión que no se ajuste a estos límites se truncará y se asigna valor a PROCMAIL_OVERFLOW.
If not in explicit delivery mode and should the uid procmail is running under, have no corresponding /etc/passwd entry, then HOME will default to /, LOGNAME will default to #uid, USER_SHELL will default to /bin/sh, and ORGMAIL will default to /tmp/dead.letter.
lastcomm - imprime información sobre órdenes ejecutadas.
Una única operación puede afectar a un único elemento de la lista de debajo (los booleanos cuentan como un elemento).
The affected console device can be specified using the -C (or --console ) option.
Este directorios contiene trozos perdidos del sistema de archivos.
Por ejemplo: en el dominio cs.ejemplo.com, el nombre lithium.cchem se buscará antes por lithium.cchem.cs.ejemplo.com y después por lithium.cchem.ejemplo.com.
RFC 791 y el fichero cabecera <linux/ip.h> para el protocolo IP.
El FQDN (siglas en inglés de nombre de dominio completamente cualificado) de un equipo es el nombre que muestra resolver(3), por ejemplo ursula.example.com.
Causes `gpm' to act as a repeater: any mouse data received while in graphic mode will be produced on the fifo `/dev/gpmdata' in protocol name, given as an optional argument (no space in between !).
The number of screen columns used to display possible matches when performing completion.
Después del arranque del sistema se definen las opciones de los dispositivos de cinta a partir del firmware de la unidad.
Dese cuenta que EUC-CN frecuentemente se identifica como GB, GB 2312 o CN-GB.
The rules concerning the definition and use of aliases are somewhat confusing.
Sólo es posible denotar redes de clase A, B o C.
bash(1), reportbug(1), update-alternatives(8) for preferred editor.
Escrito por David MacKenzie y Jim Meyering.
Esta guía consta de varios tomos y fue publicada por el X/Open Group un consorcio participado por múltiples empresas.
NO HAY GARANTÍA, en la medida permitida por la legislación.
Limit printing message to members of group defined as a group argument.
Los script se ejecutan con el usuario/grupo con el que son invocados independientemente de la directiva su.
El correo se enviará utilizando la orden /usr/sbin/sendmail.
The -l option causes output to be displayed in a format that may be reused as input.
One option can generate additional lines after the FILENAME:LINENO line.
XFS es un sistema de archivos transaccional desarrollado pr SGI.
En la siguiente tabla de muestran los caracteres imprimibles de KOI8-R que no figuran en la página de manual de ascii(7).
A diferencia de las series ISO 8859 , ninguno de estos conjuntos es compatible con el estándar ISO-2022.
La orden grep (el nombre procede de las expresiones regulares "g/re/p") buscará coincidencias de una cadena de texto en uno o más archivos.
La operación solo está definida en un conector conectado pero el conector no está conectado.
The shell treats each character of IFS as a delimiter, and splits the results of the other expansions into words using these characters as field terminators.
Verdad si archivo existe y es un enlace simbólico o blando.
Esta opción es útil en el caso de emplearse en scripts de shell donde se haya definido previamente la opción -i ya que ambas opciones se anulan entre sí.
(Probablemente se requieran permisos de root.) La orden resizecons COLUMNASxFILAS ejecutará restoretextmode -r COLUMNASxFILAS (y por consiguiente requiere que uno tenga instalada svgalib).
No se aconseja el uso de DT_RPATH.
El estado de retorno cuando se listan opciones es cero si todos los nombreopcs están activos, distinto de cero en otro caso.
El esquema nntp: está en desuso en favor del esquema news:.
Cuando necesite incluir el carácter de barra invertida como texto normal, use \e.
Muestra la cantidad de procesos y la de minutos de CPU por usuarios.
A partir de la versión 2.13 de glibc, en el modo de ejecución segura, los nombres de la lista de auditoría que contienen barras se ignoran y solo se cargan los objetos compartidos en los directorios de búsqueda estándar que tienen habilitado el bit set-user-ID.
Este archivo contiene una línea por cada artículo, siendo cada una de ellas el camino+nombre del archivo que contiene al artículo.
Get or set the broadcast address for a device using ifr_brdaddr.
Si el nombre no coincide con el de ninguna función, la shell lo busca en la lista de órdenes internas.
This string must not take up any physical character positions on the display, so it should consist only of terminal escape sequences.
Si n no se da, se supone 1.
Se puede disponer de una biblioteca matemática estándar a través de una opción en la línea de órdenes.
Verdad si fichero existe y tiene un tamaño mayor que cero.
This uses the history comment character to distinguish timestamps from other history lines.
bzcat (o bzip2 -dc) descomprime todos los archivos especificados hacia la salida estándar.
Algo de la configuración en tiempo de arranque del controlador de cinta magnética SCSI puede hacerse mediante lo siguiente:
Archivos de encabezado para el compilador C.
El signo $ es un símbolo del sistema—es la forma en que la consola nos indica que está lista para ejecutar la siguiente orden.
Hace que la shell acabe con un estado de valor n.
Lee la información del archivo archivo en lugar de usar acct.
+n Elimina la n-ésima entrada de la pila comenzando por la parte izquierda de la lista mostrada por dirs, empezando por cero.
La ruta que se indique puede comezar con ~/ para que sea relativa al directorio home del usuario que lo ejecuta.
Almacena todo lo que llega del postmaster o mailer-daemon (como correo rebotado) en el fichero postm, usando como fichero de bloqueo local postm.lock.
Decode (demangle) low-level symbol names into user-level names.
El usuario recibirá un correo con la salida de error estándar y la salida estándar de sus órdenes, si hay alguna.
Para ver esto, uno compara la lista de rangos con la lista de símbolos de acción, vea la opción --long-info abajo.
Sin esta opción, el tiempo acumulado en los días que no hubo incio o fin de sesión se añade al día siguiente en que lo haya.
Finalmente, se trata con (d) ejecutando una orden setfont.
El argumento TIME_STYLE puede ser full-iso, long-iso, iso, locale o +FORMATO.
Bibliotecas objeto, que incluyen las bibliotecas dinámicas, más algunos ejecutables que normalmente no se invocan directamente.
No ponga comentarios en las líneas de condiciones de expresiones regulares de una receta, estas líneas alimentan al egrep interno literalmente (salvo las barras invertidas al final de línea).
Psnup no acepta todos los comentarios de las DSC.
The default bash completions are not attempted, and the readline default of filename completion is disabled.
Las líneas en blanco no se tienen en cuenta.
Un ejemplo de la utilidad de esta opción sería montar un sistema de archivos ext3 como si fuese ext2 eliminando así la parte transaccional migrando así de ext3 a ext2 directamente, sin necesidad de hacerlo desde un medio externo.
Si no se especifica ningún FICHERO, se utiliza /var/run/utmp.
Los nombres de interfaces que no tiene dirección o que no tienen la opción IFF_RUNNING activa, se pueden encontrar a través de /proc/net/dev.
+n Muestra la n-sima entrada contando desde la izquierda de la lista mostrada por dirs cuando se llama sin opciones, empezando por cero.
MTFSFM Espacio atrás sobre mt_count marcas de fichero.
Si no se especifica alguno de los siguientes argumentos: -c, -t, -u, -r o -l; se utilizará el primer argumento como el contexto completo.
Note that the -f .... option must be the LAST option, as everything that follows it is passed to the filter, except as noted below.
An ephemeral port is allocated to a socket in the following circumstances:
La abreviatura "motd" significa "message of the day" (mensaje del día) y, tradicionalmente, este fichero se ha utizado para exactamente eso (necesita muchos menos espacio de disco que un correo a todos los usuarios).
iso9660 es un sistema de ficheros para CD-ROM que se adhiere al estándar ISO 9660.
Lo primero, concuerdan con nombres de ficheros en vez de con texto, y lo segundo, los convenios no son los mismos: p.ej., en una expresión regular '*' significa cero o más copias de lo precedente.
El soporte para ICMP_SOURCE_QUENCH se eliminó en la versión 2.2.
Si se pone como audible, readline intenta hacer sonar el pito de la terminal.
Por ejemplo, lp=none,parport0 usaría el primer puerto paralelo para lp1, y deshabilitaría lp0.
Todo lo que sobreviva a la verificación previa se almacena.
Los programas que asumen que todos los tipos de dirección se pueden almacenar de manera segura en una struct sockaddr necesitan cambiarse para usar en su lugar struct sockaddr_storage.
Observe que realpath(1) es más aconsejable para canonizaciones.
VERBOSE Puede activar diagnósticos extendidos fijando esta variable a `yes' u `on', para desactivarlos de nuevo póngala a `no' u `off'.
ESC ] P T{ Define la paleta, con un parámetro dando 7 dígitos hexadecimales nrrggbb después de la última P. n es el color (0–15) y rrggbb representa los valores rojo/verde/azul (0–255).
Como en todas las recetas donde enviamos correo, tenemos que vigilar los bucles de correo.
Help topics as accepted by the help builtin.
Siempre se usa el protocolo al que se enlazó el conector o el que se especificó en la llamada inicial a socket(2).
Cuando se recibe una solicitud ARP para una dirección proxy-ARP conocida, esperar hasta proxy_delay unidades de tiempo antes de responder.
Si bash se llama con un fichero de órdenes, $0 se pone al nombre de ese fichero.
The variable name must be separated from the comparison operator by whitespace; the operator may be separated from the value on the right hand side by whitespace.
La generación de nombres de ruta ('globbing') es la operación que expande un patrón con comodines formando una lista de nombres de ruta de archivos que concuerdan con el patrón.
El ancho de línea es relativo a las dimeniones de la página original, es decir, se escala hacia menor con el resto de la página.
Se encolará un nuevo error para cada actualización que llegue de la MTU.
Para emplear nombres de espacio IPC, es necesario que el núcleo haya sido configurado con la opción CONFIG_IPC_NS.
Before a command is executed, its input and output may be redirected using a special notation interpreted by the shell.
Se aceptan las siguientes llamadas ioctl(2):
Obtiene o establece la dirección hardware del dispositivo usando ifr_hwaddr.
Los comentarios pueden empezar en cualquier lugar y aparecen como un solo espacio en la entrada.
La siguiente orden puede usarse para convertir un documento de tamaño de papel A4 a papel de tamaño carta (letter):
Todos los mensajes de error serán enviados a dicho archivo.
De lo contrario, si un archivo no tiene permiso de escritura, la entrada estándar es una terminal y no se dan las opciones -f o --force, o si se dan las opciones -i o - interactive = always, rm pregunta al usuario si desea eliminar el archivo.
En este ejemplo, encuentra el número de teléfono de Maja.
Arg1 and arg2 may be positive or negative integers.
This is usually the last argument, but will expand to the zeroth word if there is only one word in the line.
A sat_family siempre se le asigna el valor AF_APPLETALK. sat_port contiene el puerto.
la shell tiene un entorno de ejecución, que consiste en lo siguiente:
Las definiciones de abajo son de /usr/include/linux/mtio.h:
mkfs.minix crea un sistema de ficheros MINIX en Linux sobre un dispositivo (usualmente una partición de disco).
En este directorio se crean los archivos de bloqueo.
El valor de precompensación de escritura no se tiene en cuenta para discos IDE.
getafm no genera información de "kerning".
The specified item's full path, when expanded, was longer than LINEBUF or didn't start with a file separator.
Dentro de una expresión con corchetes, el nombre de una clase de caracteres englobado entre "[:" y ":]" se interpreta como la lista de todos los caracteres que pertenecen a esa clase.
Bash-5.0 es la última versión que incluye una opción de shopt para la versión anterior.
Una operación de cinta ha alcanzado el Final de Cinta físico.
Si la expansión de los elementos después del in resulta en una lista vacía, no se ejecuta ninguna orden y el estado de salida es 0.
Procmail no cambia el ancho de campo.
Verdad si fichero existe y se puede leer.
Extracto de la contabilidad de procesos ordenada según las ID de usuario.
Por ejemplo, "if (0 == 1) halt" no hará que bc termine porque no llega a ejecutarse la sentencia halt.
El SUFIJO puede ser 's' para segundos (predeterminado), `m' para minutos, 'h' para horas o 'd' para días.
El sistema subyacente define qué valores están disponibles.
Los valores de prioridad varían entre -20(la mayor prioridad para el proceso) y 19 (para otorgarle la menor prioridad).
Para la shell, ésta es la palabra de la orden.
Si se desactiva BASH_ALIASES, perderá sus propiedades especiales, incluso si se reactiva posteriormente.
Una expresión regular es un patrón que describe un conjunto de cadenas de caracteres.
IP_RECVERR es una nueva característica de la versión 2.2 de Linux.
The -n option causes the export property to be removed from each name.
Se envían una vez que procmail genera la entrada regular al fichero de registo.
Archivo de registro de las entradas al sistema.
This is most useful when used in combination with a default completion specified with complete -D.
f Considera la tubería como un filtro.
La característica común de estos mecanismos IPC reside en que los objetos IPC se identifican mediante mecanismos en lugar de hacerlo mediante rutas del sistema de archivo.
No debe emplear domainname para ver el nombre de dominio DNS, sino dnsdomainnameporque lo que obtendrá será el nombre NIS.
Aceptar la línea en curso para la ejecución y obtener la línea siguiente relativa a la actual desde el historial, para la edición.
Emplee iwconfig(8) para manipular extensiones inalámbricas.
Además, sólo acepta 'hd=' como argumento; o sea, nada de 'hda=' ni nada por el estilo.
Version 3 allows only value 60.
Con la opción -s o con [MMDDhhmm[[CC]YY][.ss]] define la fecha y la hora.
Con argumentos, enciende o apaga las señales indicadas (y deja las otras intactas).
Los programas que deban ser portables no deben emplear ER más largas de 256 bytes, ya que una implementación puede rechazar el aceptar estas ER y seguir cumpliendo POSIX.
Los nombres de los dispositivos generales de bloque IDE son de la forma: hdX o hdXP, donde X es una letra que define la unidad física, y P es un número que indica la partición en la unidad física.
Tenga en cuenta que el correo puede llegar de forma concurrente en estas carpetas (si varios programas procmail se ejecutan a la misma vez, no es improbable si llega mucho correo).
Emplea raíz como la base para la impresión de los valores de los símbolos.
Una expresión entera puede ser encerrada entre paréntesis para subvertir estas reglas de precedencia.
dotglob Si está activa, bash incluye los nombres de archivos que comiencen con un `.' en los resultados de la expansión de nombres de ruta.
Esta redirección implícita de la salida de error estándar hacia la salida estándar se realiza después de cualquier redirección definida mediante orden1.
Imprime el nombre del fichero del terminal conectado a la entrada estándar.
When grep stops after NUM matching lines, it outputs any trailing context lines.
Por defecto, su valor es off aunque readline lo pondrá a On si la localización contiene caracteres de 8 bits.
La dirección IP que se va a asignar al interfaz.
No lee la información en el archivo savacct por defecto del sistema.
La cinta está posicionada al principio del primer archivo (siempre falso tras una operación MTSEEK).
La secuencia OSC (definición de la paleta) constituye un problema importante ya que xterm(1) puede interpretarla como una secuencia de control que requeriría la presencia de un finalizador (ST).
El argumento es un puntero a un entero que contiene el valor AF_INET.
No es posible definir el FQDN ni el nombre de dominio DNS con la orden dnsdomainname (consulte EL FQDN a continuación).
Dado que look realiza una búsqueda binaria, las líneas en archivo deben estar ordenadas.sort(1) se ejecuta con las mismas opciones -d y/o -f con las que se ejecutó look.
A veces es posible construir un URL tal que al intentar realizar una operación aparentemente inofensiva, como la recuperación de una entidad asociada con el recurso, se produzca una posible operación remota peligrosa.
If set, the . (source) builtin uses the value of PATH to find the directory containing the file supplied as an argument.
Indica a GNU shred(1) que sobreescriba los archivos count veces antes de borrarlos.
Cuando en un envío está activa la opción MSG_DONTROUTE, la dirección de destino debe referirse a la dirección de una interfaz local y el paquete sólo se envía a esa interfaz.
Por razones de compatibilidad, también se puede especificar 1 para yes y 0 para no.
G0 siempre tiene de tamaño 94 y emplea códigos en el rango 041–0176.
Si se resetea el valor de HOSTFILE se vacia la lista de nombres de equipo.
Los recursos se buscan en el directorio actual y en el directorio por defecto del sistema bajo el nombre del recurso, y con una extensión apropiada.
Cualquier cosa a la derecha de una almohadilla (#) se trata como un comentario si la almohadilla está al principio de una línea o está precedida por, al menos, un espacio en blanco.
Si esto falla, ejecutará por defecto /bin/sh.
Este símbolo puede personalizarse en muchos aspectos tales como incluir el nombre de usuario, el las sistema, el directorio actual, la hora, etc....
En el dominio de una dirección pueden usarse indistintamente mayúsculas y minúsculas.
Por ejemplo, /dev/sda tiene el número mayor 8, menor 0, y se refiere a la primera unidad SCSI entera del sistema.
Normalmente solo se usa en redes AX.25.
When assigning to an indexed array, if name is subscripted by a negative number, that number is interpreted as relative to one greater than the maximum index of name, so negative indices count back from the end of the array, and an index of -1 references the last element.
La configuración de los parámetros es una operación privilegiada.
(Así, "[A-Fa-f0-9]" equivale a "[ABCDEFabcdef0123456789]".) Se puede incluir '-' con su sentido literal poniéndolo como el primer o el último carácter entre corchetes.
Solo se buscará en estos directorios los objetos requeridos en las entradas de DT_NEEDED (dependencias directas) pero no en los descendientes de estos objetos.
En otro caso verificamos si la razón de líneas citadas del original es al menos 1:2.
Extraneous x ignored The action line or other flags on this recipe make x meaningless.
Esta práctica no está definida de forma concisa en los RFCs relevantes (los cuales recomiendan %20 en su lugar) pero cualquier aplicación que reciba URI debería estar preparada para ellos.
Siempre se pedirá confirmación expresa antes de enviar un informe de fallo.
Es posible indicarle al controlador de la impresora qué puertos usar y qué puertos no usar.
If the first character following the [ is a ! or a ^ then any character not enclosed is matched.
Puede ver el FQDN mediante hostname --fqdn o solo la parte del dominio con dnsdomainname.
El dispositivo es normalmente de la forma siguiente:
If sigspec is not present, then SIGTERM is assumed.
Consulte acct (5) para obtener más detalles.
Archivos de encabezado para usar con el compilador GNU C++.
When not performing substring expansion, using the forms documented below (e.g., :-), bash tests for a parameter that is unset or null.
El caracter que determina el fin-de-archivo se define por ejemplo mediante ``stty''.
Una pieza es un átomo posiblemente seguido por un solo(!) '*', '+', '?', o por un límite.
Los programadores acostumbrados a codificaciones de un sólo byte tales como US-ASCII o ISO 8859 deben ser conscientes de que dos suposiciones hechas hasta ahora ya no son válidas con localizaciones UTF-8.
El antiguo truco "echo ^V^O"ahora equivale a G0, pero no hay garantías de que G0 apunte a la tabla a).
La opción -v hace que la salida se asigne a la variable var en lugar de mostrarse por la salida estándar.
If both options are supplied, -A takes precedence.
LD_ASSUME_KERNEL puede usarse para hacer que el enlazador dinámico asuma que se está ejecutando en un sistema con una versión de ABI de núcleo diferente.
Cause shell-command to be executed whenever keyseq is entered.
Hace que sa no ordene las líneas con nombres de orden que contengan caracteres no imprimibles ni aquellas que solo se hayan usado una vez en el grupo ***other.
H Hace egrep sobre la cabecera (por defecto).
Si se da la opción -p y modo se omite, la salida es de tal forma que puede reutilizarse como entrada.
Muestra los registros para el tty nombre.
Esta variable se expande en un número pseudo-aleatorios de 32-bits cada vez que es referenciada.
La opción -p puede utilizarse como alternativa para indicar el tamaño del papel como a3, a4, a5, b5, letter, legal, tabloid, statement, executive, folio, quarto o 10x14.
Shell variables are allowed as operands; parameter expansion is performed before the expression is evaluated.
arg es el número máximo de iteraciones de espera que efectuará el controlador por sondeo, mientras espera que la impresora esté lista para recibir un carácter.
La entrega a carpetas MH consume ligeramente más tiempo que la entrega a directorios normales o buzones, ya que procmail tiene que buscar el suiguiente número disponible (en lugar de tener el nombre de fichero disponible de forma inmediata).
Los campos que se muestran aparecen marcados como sigue:
Estas órdenes se pueden usar para configurar más valores útiles para una unidad específica.
Si el primer carácter de optstring es dos puntos, se emplea un informe de error silencioso.
Esta forma define el ancho de todos los caracteres en el intervalo.
When searching recursively, skip any subdirectory whose base name matches GLOB.
Otras variables de entorno gestionadas de este modo incluyen: GCONV_PATH, GETCONF_DIR, HOSTALIASES, LOCALDOMAIN, LOCPATH, MALLOC_TRACE, NIS_PATH, NLSPATH, RESOLV_HOST_CONF, RES_OPTIONS, TMPDIR y TZDIR.
No copia el archivo original y lo deja en su lugar.
Si quiere descargar e instalar un paquete listo para usar en un sistema GNU/Linux, debería en su lugar utilizar un gestor de paquetes como yum(1) o apt-get(1).
Estas directivas solo se utilizan en la definición de un archivo de registro.
D Indica al egrep interno que distinga entre mayúsculas y minúsculas (contrario al comportamiento por defecto que ignora esta distinción).
El fichero /etc/procmailrc se podría ejecutar con privilegios de root, por tanto, tenga cuidado con lo que pone en él.
rtm_scope es la distancia al destino:
En cambio, usa la dirección relativa como <../test.txt> que tiene el efecto colateral de ser independiente del esquema.
En el RFC952 se define el formato original de la tabla de host, aunque ha sufrido algunos cambios desde entonces.
Esto es debido a que al ejecutar la función rotate, logrotate ordena todos los nombres de archivo para ver cual es el más antiguo y,si procede, borrarlo.
A partir de la versión 2.0.7 y hasta la 2.24 de glibc, se reconocen las siguientes opciones y variables de entorno, aunque nunca se hayan implementado:
If a compound command or shell function executes in a context where -e is being ignored, none of the commands executed within the compound command or function body will be affected by the -e setting, even if -e is set and a command returns a failure status.
ESC N SS2 T{ Simple cambio 2.
A los dispositivos abiertos que utilicen el número de dispositivo principal se les enviará una orden REWIND cuando se cierren.
La palabra que siga a coproc determinará si dicha palabra debe interpretarse como el nombre de una variable: se considerará como el valor de NOMBRE si no es una palabra reservada que introduzca una orden compuesta.
EL valor de la función length es el número de dígitos significativos en la expresión.
The exit status is zero, unless end-of-file is encountered, read times out (in which case the status is greater than 128), a variable assignment error (such as assigning to a readonly variable) occurs, or an invalid file descriptor is supplied as the argument to -u.
When the -c or --count option is also used, grep does not output a count greater than NUM.
Terminar abruptamente la orden de edición en curso y tocar el pito de la terminal (según el establecimiento de bell-style).
Muestra todos los FQDN del equipo.
muestra la fecha y hora en formato ISO 8601.
Páginas de "info" asociadas a los programas instalados localmente.
Si no se define esta métrica, la familia de direcciones para inet6 (IPv6) se predefine a '1' y para inet (IPv4) a '0'.
By default the bug report is mailed to both the GNU developers and the Debian Bash maintainers.
El fichero /dev/full tiene el valor 1 como número principal de dispositivo y el 7 como número secundario.
Apaga el equipo si seha invocado halt o poweroff.
De nuevo, no todos los adaptadores admiten la selección del comportamiento de la paridad como argumento de arranque.
A continuación se ejecuta el script postrotate que pone el nombre definitivo al archivo.
Forma abreviada de indicar las tres opciones anteriores.
/usr/lib/psutils - directorio de recurso del sistema.
El primer byte de un paquete de datos se puede usar para propósitos de sincronización.
Do not bother to sort the symbols in any order; print them in the order encountered.
Alternatively if the -p option is used then each input address generates a single, long, output line containing the address, the function name, the file name and the line number.
Una función se define como sigue:
W Número de veces que el proceso fue intercambiado hacia afuera de la memoria principal.
Las listas AND y OR son secuencias formadas por una o más tuberías separadas por los operadores de control && y ||, respectivamente.
Cuando el paquete inicial de petición de conexión para un conector SOCK_STREAM contiene opciones IP, las opciones IP se configurarán automáticamente al valor de las opciónes del paquete inicial con las cabeceras de enrutamiento invertidas.
Verdad si fichero existe y es un fichero especial de caracteres.
Vea la sección Controles de la consola de Linux abajo para la discusión sobre esto.
Distingue entre mayúsculas y minúsculas tanto en los patrones como en los datos de entrada (comportamiento por defecto).
La terminación de orden intenta hacer concordar el texto con alias, palabras reservadas, funciones de la shell, órdenes internas de la shell, y finalmente nombres de ficheros ejecutables, en ese orden.
La opción -p cambia el formato de salida al especificado por POSIX.
T} h SM Establece Modo (vea abajo). l RM Restablece Modo (vea abajo).
mount(8) y umount(8) admiten el uso de subtipos al definir sistemas de archivo.
Esto realiza la expansión de alias y de historia así como todas las expansiones de palabra de la shell.
8859-7 Fue creado para el griego actual en 1987 y posteriormente actualizado en el año 2003.
For ELF objects symbol sizes are read from the ELF, for other object types the symbol sizes are computed as the difference between the value of the symbol and the value of the symbol with the next higher value.
Las órdenes nativas set y declare muestran valores de un vector en una manera tal que les permite ser reutilizadas como asignaciones.
El nombre de fichero indicado con esta opción será normalmente una imagen del sistema de ficheros comprimida con GZip.
Para obtener el comportamiento anterior de no hacer caso de nombres de archivo que comienzan con un “.”, haga que “.*” sea uno de los patrones de GLOBIGNORE.
Los archivos de registro se cambian veces antes de ser eliminados o enviados a la dirección especificada en una directiva mail.
Si getopts es silencioso, entonces se pone un signo de dos puntos (:) en nombre y OPTARG toma el valor del carácter de opción encontrado.
Finally, the imr_sourceaddr field contains the address of the source the application wants to receive data from.
Desactiva -w aunque haya sido indicada expresamente.
Arrays are assigned to using compound assignments of the form name=(value1 ... valuen), where each value may be of the form [subscript]=string.
tmpfs el contenido de este sistema de archivos reside en la memoria virtual.
Tales cadenas pueden contener —como parte de muchos caracteres de 16 bits—, bytes como '\0' or '/', que tienen un significado especial en nombres de archivos y en otras variables de funciones de la biblioteca C.
If no argument is specified, conversion behaves as if -1 had been given.
Escrito por Paul Rubin, Arnold Robbins, Jim Kingdon, David MacKenzie y Randy Smith.
Normalmente es un enlace simbólico hacia /usr/X11R6/include/X11.
La secuencia ECMA-48 SGR ESC [ parámetros m establece los atributos de la pantalla.
For example, it cannot be used on platforms other than x86 and x86_64.
Psnup mete físicamente múltiples páginas lógicas en cada hoja de papel.
También es posible emplear prefijos binarios: KiB=K, MiB=M y así sucesivamente.
The program loadunimap loads the specified map in the kernel unicode-to-font mapping table.
Las líneas que comiencen con un $ indican construcciones condicionales.
Linux también acepta los registros del System Use Sharing Protocol, definidos por el Rock Ridge Interchange Protocol.
Esto limita la tasa a la que se envían los paquetes a cualquier ruta o destino individual.
hostname muestra el nombre del equipo tal como lo recibe de la función gethostname(2).
Es muy importante respetar este formato así como poner una barra invertida antes del guión que sigue al nombre.
These are treated identically to name=( [key1]=value1 [key2]=value2 ...).
Si se quiere que no se envíe ningún correo electrónico, se debe usar la directiva nomail.
Cuando bash arranca un trabajo asíncronamente (en segundo plano), imprime una línea con un aspecto como ésta:
If atq is given a specific queue, it will only show jobs pending in that queue.
En caso de fallo general procmail devolverá EX_CANTCREAT, salvo que se especifique la opción -t, en cuyo caso devolverá EX_TEMPFAIL.
Por defecto, se muestra una línea con la suma de comprobación, un espacio, un caracter que indica el modo de entrada ('*' para formato binario o ' ' para texto plano o cuando la parte binaria es insignificante), por último, se indica el nombre de ARCHIVO.
Si RANDOM no está definido, pierde sus propiedades especiales, incluso si posteriormente es redefinido.
Ocurrirá un error si algún componente del camino no es un directorio.
These messages contain an ifinfomsg structure followed by a series of rtattr structures.
If -n is used, each name is disabled; otherwise, names are enabled.
Cuando está activa, el usuario proporciona una cabecera IP delante de los datos de usuario.
El valor del exponente en la operación potencia (^) esta limitado a LONG_MAX.
Escrito por Arnold Robbins y David MacKenzie.
These arithmetic binary operators return true if arg1 is equal to, not equal to, less than, less than or equal to, greater than, or greater than or equal to arg2, respectively.
El argumento es una estructura ip_msfilter.
El nombre o el identificador de usuario (UID) del propietario del conector.
Estas opciones enviarán todos los mensajes de estado (normalmente enviados a la salida estándar, stdout) a un archivo distinto.
A lower number can be used to slow down cursor motion, this can not be used to make a mouse move faster, see `-a'.
Se asigna a la variable el valor de la expresión.
If neither the "/" option is given, nor the msdosfile contains a wildcard, and there is only one MS-DOS file parameter on the command line, only the attribute is printed, and not the filename.
Rota los archivos de registro cuando su tamaño sobrepasa tamaño bytes, pero nunca antes del intervalo de tiempo configurado (daily, weekly, monthly, o yearly).
El símbolo de intercalación (caret en inglés) ^ y el dólar $ son metacaracteres que concuerdan respectivamente con una cadena vacía al inicio y al final de una línea.
Para una discusión sobre las propias secuencias de modo privado de xterm, refiérase al documento Xterm Control Sequences de Edward Moy, Stephen Gildea y Thomas E.
The option works similarly to the “-o” option of mount; it is used to specify a list of “extra options” that are specific to each mouse type.
Utiliza el siguiente formato para adecuarse al estándar POSIX 1003.2:
The -P option causes cd to use the physical directory structure by resolving symbolic links while traversing dir and before processing instances of .. in dir (see also the -P option to the set builtin command); the -L option forces symbolic links to be followed by resolving the link after processing instances of .. in dir.
NOTE: this requires that routing be set up in a way that packets going to the foreign address are routed through the TProxy box (i.e., the system hosting the application that employs the IP_TRANSPARENT socket option).
Cualquier argumento numérico dado un una orden Readline definido mediante "bind -x" (consulte ÓRDENES NATIVAS DE LA SHELL a continuación) cuando se ha invocado.
The total size is always given in two radices; decimal and hexadecimal for -d or -x output, or octal and hexadecimal if you're using -o.
Pegar la cima del anillo de corte en el búfer en el punto.
The default is a magenta text foreground over the terminal's default background.
ext2 es el sistema de archivos de alto rendimiento usado por Linux para discos duros, así como para sistemas de almacenamiento extraíbles.
When the history file is read, lines beginning with the history comment character followed immediately by a digit are interpreted as timestamps for the following history line.
Todas las operaciones de recepción sólo devuelven un paquete.
Cantidad de órdenes que debe guardar el historial (Consulte HISTORIAL más adelante).
Ésta es una implementación del protocolo UDP (User Datagram Protocol) descrito en RFC 768.
La opción -p de la orden interna history se puede emplear para ver qué hará una expansión de historia antes de usarse.
If the -t option is supplied, the full pathname to which each name corresponds is printed.
Hay dos modos de búsqueda: incremental y no incremental.
Advierta que si lo que realmente quiere decir es "comienza desde la posición actual," no especificas todo el esquema.
y así sucesivamente para G, T, P, E, Z, Y.
Usado por MS-DOS para indicar un fichero del sistema operativo.
El contenedor de la función oculta este detalle: cuando una llamada del sistema devuelve un valor negativo, se copia su valor absoluto en la variable errno y se devuelve -1 como valor de retorno del contenedor.
Las secuencias del 'modo privado' de Linux no siguen las convenciones de ECMA-48 para las secuencias privadas.
Esta opción está habilitada de forma predeterminada.
Si tras la expansión quedan aún palabras, la primera palabra se toma como el nombre de la orden y las palabras restantes son los argumentos.
The top level makeprocesswrites N-1 one-byte tokens into the pipe (The top level make is assumed to reserve one token for itself).
Hay algunas condiciones especiales que puede usar que no son expresiones regulares puras.
Borra la posición posición del historial.
Puede provocar que se vacíen los archivos de destino, p.ej. con shred o copytruncate.
Pospone la compresión del archivo de registro anterior hasta el siguiente ciclo de rotación.
Controla la acción de una shell interactiva al recibir un carácter EOF como sola entrada.
Si un nombre de fichero que concordaba en un patrón de expansión de nombres de rutas también concuerda con uno de los patrones en GLOBIGNORE, se quita de la lista de concordancias.
T} K EL T{ Borrar línea (p.o.: desde el cursor al final de la línea).
En su forma más básica, un futex tiene la semántica de un semáforo; es un contador que se puede incrementar y reducir de forma atómica; los procesos pueden esperar a que el valor se vuelva positivo.
Si un archivo de registro no existe, emite un mensaje de error.
NOTA: su shell puede tener su propia versión de mknod, que usualmente tiene prioridad sobre la versión que se describe aquí.
Los esfuerzos para ayudar a esta convergencia son admirables.
Las siguientes definiciones se usan a través del resto de este documento.
Máscara creada a partir de los tipos ICMP a los cuales se les aplica un límite en su ratio.
A bracket expression is a list of characters enclosed by [ and ].
La orden df informa del espacio libre que queda en el disco.
En ciertos casos, es posible que tengan que aplicarse manualmente algunas correciones mediante chmod o chown.
afecta a los enlaces simbólicos en lugar de a los archivos de referencia.
Esta variable determina la localización empleada para el formato de los números.
la shell permite el control sobre qué órdenes se guarden en el historial.
El argumento de arranque reserve especifica una región de un puerto de E/S que no debe ser probado.
Escrito por Paul Eggert, Mike Haertel, David Hayes, Richard Stallman y Len Tower.
The -a and -o operators are considered binary operators when there are three arguments.
Como una shell llamada como sh no intentará ejecutar órdenes desde cualquier otro archivo de inicio, la opción --rcfile no tiene efecto.
If the operating system on which bash is running provides these special files, bash will use them; otherwise it will emulate them internally with the behavior described below.
For GCC based compilations the linker plugin is called liblto_plugin.so.0.0.0.
* Para generar un copia info (visualizable usando el modo info de emacs), ejecute:
Buscar hacia adelante empezando en la línea en curso y moviéndose `abajo' a través del historial si es necesario.
The GNU format counts read only data in the "data" column, not the "text" column, and only displays the sum of the "text", "data", and "bss" columns once, in the "total" column.
Esto evitará que logrotate modifique archivos de registro en /etc o en /usr.
Como el núcleo de Linux emplea direccionamiento sin clases, casi siempre será necesario definir la máscara de red que es la misma que la mostrada ejecutando 'route -n'.
En este caso, el desarrollador tendrá que invocar la llamada del sistema mediante syscal(2).
El fichero de cabecera define macros para comprobar estos bits de estado:
Cualquier línea posterior que Ud. escriba se copiarán a la terminal del usuario especificado.
La disponibilidad de la frecuencia depende de los reglamentos y regulaciones...
Para más información sobre esto puede leer el archivo Documentation/blockdev/ramdisk.txt (Documentation/ramdisk.txt en núcleos más antiguos).
Los significados de los siguientes elementos son extensiones especiales de procmail:
(Selecciona el conjunto de caracteres G2 sólo para el siguiente carácter.) T} ESC O SS3 T{ Simple cambio 3.
Si no lo está devuelve un mensaje de error.
TODOS los informes de fallos deben incluir:
es suficiente para que se realicen todas las recompilaciones necesarias.
The usual PC keyboard produces a series of scancodes for each key press and key release.
Si finaliza con un error, no se sigue procesando nada.
Use sólo valores positivos para sp (vertical space, espacio vertical).
La orden mrd se usa para borrar subdirectorios de MS-DOS.
Verdad si archivo1 es más reciente (según la fecha de modificación) que archivo2, o si archivo1 existe mientras que archivo2 no.
Si no se da ningún argumento, se desplaza a la primera entrada del mismo.
Las órdenes nativas de la shell y las funciones no son interrumpibles/reiniciables.
(Las funciones, tratadas en detalle más abajo, se definen cuando se encuentran).
La shell se entera inmediatamente cuando una tarea cambia de estado.
En particular, estos ficheros no utilizan espacio en disco.
Dese cuenta que no todos los servicios de red son iniciados por inetd(8), por lo que no aparecerán en inetd.conf(5).
Esto significa que los protocolos orientados a conexión implementados en el espacio de usuario generarán un tráfico ARP excesivo, debido a que ndisc volverá regularmente a sondear las direcciones MAC.
Muestra las ordenes que se ejecutaron num veces o menos y esperan una respuesta del terminal.
If the value of IFS is null, no word splitting occurs.
En cualquier otra circunstancia, el proceso debe asignar un -1 al contador y solicitar que el núcleo espere a que otro proceso suba el futex.
Para más información sobre conectores, vea socket(7).
De otra manera la capa de conector asignará automáticamente un puerto local libre fuera del rango definido por /proc/sys/net/ipv4/ip_local_port_range y ligará el conector a INADDR_ANY.
Una lista con una serie adicional, especificados por el usuario, de objetos compartidos ELF para ser cargados antes que todos los demás.
Para indicar varias, tienen que separarse por comas.
Imprime NUM cantidad de líneas de contexto respecto de la concordante.
Para más detalles vea "FRASES EN DIVERSOS LENGUAJES" en suck(1).
If a variable name is followed by =word, the value of the variable is set to word.
Esta opción define cuándo es el controlador el que fuerza los cambios usando órdenes SCSI y cúando se confía en las capacidades del autodetección de las unidades.
Para quienes quieren seguridad pueden usar la siguiente receta en su lugar.
No se soportan opciones de conector específicas del protocolo.
ntfs es el sistema de archivos nativo de Microsoft Windows NT que incluyen soporte para ACL's, registro de transicionado (journaling), encriptación y demás.
S Número total de segundos de CPU que el proceso consumió en modo de núcleo.
La expresión se evalúa de acuerdo a las reglas descritas más adelante bajo la sección EVALUACIÓN ARITMÉTICA.
En las versiones más antiguas debería consultar drivers/block/README.ide del código fuente del núcleo.
El estado de todas las banderas será devuelto en los cuatro bits de orden inferior del miembro status.
Unas pocas interfaces se consideraron obsoletas y se eliminaron en esta nueva revisión.
When set to On, on operating systems that indicate they support it, readline echoes a character corresponding to a signal generated from the keyboard.
El controlador no soporta específicamente ninguna marca o modelo de unidad de cinta.
Except where noted, readline variables can take the values On or Off (without regard to case).
Datos en caché del proxy WWW (opcional).
Esta compleja historia hace que muchas veces sea un pobre ejemplo a seguir en cuanto a diseño, implementación y presentación.
Los valores por defecto se calculan durante el inicio del equipo en base a la cantidad de memoria disponible.
EACCES El usuario ha intentado enviar a una dirección de difusión sin tener activa la opción de difusión en el conector.
Las dimensiones opcionales xoff y yoff desplazan la página la cantidad especificada. xoff y yoff se dan en puntos PostScript, pero pueden ir seguidas por las unidades cm o in para convertir a centímetros o pulgadas, o las banderas w o h para definirlos como múltiplos de la anchura o de la altura.
El símbolo de porcentaje (`%') en la cadena hará que el siguiente carácter sea interpretado como uno de esos especificadores de recursos.
Esto le permite a Vd. hacer que testhost muestre sus mensajes en otra lengua o bien adaptarlos a sus necesidades sin tener que recompilar.
m Mantiene la fecha de modificación del archivo.
Muestra las veces que se apagó un equipo y los cambios en los niveles de ejecución.
Los caracteres no reservados se pueden incluir en un URI.
Puede indicarse nombre_archivo para definir el nombre del archivo de historial,sino se indica se usará el valor de HISTFILE.
This is known as indirect expansion.
Si se pone a On, los nombres de directorios completados tendrán una barra inclinada añadida al final.
En los contextos en los que se realiza, estas palabras pueden ser objeto de separación y de expansión del nombre de ruta.
El formato del archivo fstab surgió en la version 4.0 de BSD.
Estoy usando `mev' para manejar los eventos del ratón en emacs.
Se cambia la lista actual de extensiones tabú (consulte la directiva include si desea información sobre las extensiones tabú).
La orden mcd se puede usar para establecer el dispositivo y el directorio de trabajo actual (relativo a MS-DOS), en otro caso el valor por defecto es A:/.
Si el valor es nulo, no se muestra ninguna información de tiempos.
El movimiento relativo del ratón es enviado como dx (un valor positivio indica derecha) y dy (un valor positivo indica abajo).
Without a numeric argument, the value of the readline comment-begin variable is inserted at the beginning of the current line.
It is therefore recommended to either determine the necessary buffer size beforehand by calling SIOCGIFCONF with ifc_req set to NULL, or to retry the call with a bigger buffer whenever ifc_len upon return differs by less than sizeof(struct ifreq) from its original value.
Integrado en el núcleo de Linux desde la versión 2.4.20.
last En el bc de POSIX no existe la variable last.
En este caso, abrir en sólo lectura funcionará incluso si nadie ha abierto todavía el lado de escritura.
Los argumentos obligatorios para las opciones largas también los son para las opciones cortas.
Cada vez que se elimina algo en la salida, grep mostrará un mensaje en la salida de error estándar informando de la concordancia con un archivo binario.
Si a la orden siguen dígitos, ejecutar de nuevo universal-argument finaliza el argumento numérico, pero si no, no se tiene en cuenta.
Sin argumentos, muestra la tasa de baudios, la disciplina de línea, y desviaciones con respecto de `stty sane'.
Missing name La opción -f necesita un argumento extra.
Se pasan los argumentos del mismo modo que con la opción -F.
RFC 791 para la especificación IP original.
emacs Use an emacs-style command line editing interface.
Note that when using range expressions like [a-z] (see below), letters of the other case may be included, depending on the setting of LC_COLLATE.
Los directorios aparecen en la pila en el orden en el que se muestran con la orden nativa dirs.
If base is less than or equal to 36, lowercase and uppercase letters may be used interchangeably to represent numbers between 10 and 35.
Cambia el punto con la marca.
Si es la ORDEN la que ajusta la gestión de buffer de su flujo de datos (un ejemplo de esto sería 'tee'), se anulará el efecto de 'stdbuf' como tampoco se ven afectados los filtros que no emplean buffer para E/S como es el caso de 'dd' o 'cat'.
Puede consultar la puntuación total de todas las condiciones de una receta de la variable de entorno $=.
En vez de eso, se comunica con los otros protocolos del núcleo y éstos pasan los errores ICMP a las capas de la aplicación.
La escala escogida por psnup se puede ignorar si la opción -s es utilizada.
Una cadena de argumento ARCHIVO que sea - se maneja especialmente y provoca que touch cambie la fecha del archivo asociado con la salida estándar.
nombre Establece la lista de nombres que serán empleados para cada dispositivo tarjeta Wavelan (nombres empleados por ifconfig(8)).
El estándar ISO 8859-8 se conoce también como ISO-IIR-138.
There are three key points you need to be aware of when creating your filter.
Esto es práctico cuando se usa SLIP o PPP pues muchos proveedores de servicios de internet no permiten otro método de enviar artículos (como nntpsend o innxmit).
Archivos de encabezado que declaran algunas funciones de ensamblador.
El valor por defecto es de 60 segundos.
Muestra la factorización de cada uno de los NÚMERO dados.
Todas las funciones definidas previamente permanecen definidas y las variables que no sean del tipo auto conservan el valor que tenían en el momento de la interrupción.
Cualquier variable puede usarse como un vector indexado; la orden nativa declare declarará un vector de forma expresa.
If no name arguments are given, or if the -p option is supplied, a list of shell builtins is printed.
El parámetro -S de la línea de órdenes habilita las órdenes especiales y permite modificar los tres especificados por defecto.
Nota: Esta opción no debería ponerse a verdad para unidades de cinta QIC puesto que son incapaces de sobreescribir una marca de fichero.
If not supplied with an explicit origin, mapfile will clear array before assigning to it.
Esto evita que las aplicaciones deban instalarse en un directorios concreto sino que podrán acceder a sus objetos compartidos desde cualquier directorio.
Fusiona las información del los archivos savacct y usracct.
Al enviar una señal USR1 a un proceso de 'dd' que se está ejecutando, se muestran datos de I/O por la salida de error estándar y se continúa con la copia.
When the increment is supplied, it is used as the difference between each term.
Sólo está permitida cuando la interfaz no está activada.
La escala del resultado es scale si el exponente es negativo.
Un byte 1110xxxx es el comienzo de un código de 3 bytes, y 1110xxxx 10yyyyyy 10zzzzzz se ensambla en xxxxyyyy yyzzzzzz.
Fue publicada den 1997, los sistemas que cumplen este estándar pueden denominarse UNIX 98.
En la segunda forma, crea un enlace a OBJETIVO en el directorio actual.
La palabra se expandirá empleando expansión de tilde, expansión de parámetros y variables, expansión aritmética, sustitución de órdenes, sustitución de procesos y eliminación de comillas.
Consulte kill -l para ver la lista completa.
La capa IPv4 genera una cabecera IP cuando se envía un paquete, a menos que se active la opción IP_HDRINCL en el conector.
El núcleo rechazará aquellos paquetes que sean más grandes que la MTU de ruta conocida si esta opción está activa (con EMSGSIZE).
Each character in the expanded value of parameter is tested against pattern, and, if it matches the pattern, its case is converted.
Esto es un sinónimo de `1-$'.
All parameters are call by value parameters.
En este directorio se pueden almacenar los archivos de configuración generales para ser compartidos entre varias máquinas.
Un ejemplo de paginador alternativo sería less.
Si una orden se termina mediante el operador de control &, la shell ejecuta la orden en segundo plano en una subshell.
Las palabras se numeran desde el principio de la línea, con la primera palabra denotada por 0 (cero).
This utility is a line-oriented tool and it uses in-memory allocated buffer for a whole wide-char line.
Las opciones de la orden time tienen que indicarse antes de ORDEN ya que todo lo que vaya después se entiende como opciones de ésta última orden.
The %b, %q, and %T directives all use the field width and precision arguments from the format specification and write that many bytes from (or use that wide a field for) the expanded argument, which usually contains more characters than the original.
Temporizador TCP asociado a dicho conector.
El directorio debe encontrarse en el mismo dispositivo físico que el archivo de registro que se va a cambiar.
borra la ruta por defecto actual, definida como "default" o 0.0.0.0 e el campo de destino de la tabla de enrutamiento.
Los caracteres de patrón especiales deben protegerse si han de concordar literalmente consigo mismos.
Esta orden es más útil para extraer argumentos extra pasados a procmail cuando actúa como filtro de correo genérico.
Registra los informes según el ID de usuario en el archivo archivo en lugar de hacerlo en el archivo por defecto usracct.
If the -P option is used, znew does not maintain the timestamp if touch(1) does not support the -r option, and does not maintain permissions if chmod(1) does not support the --reference option.
Si está activa, permite a una palabra que empiece por # hacer que esa palabra y todos los caracteres restantes de esa línea no sean tenidos en cuenta en una shell interactiva (consulte COMENTARIOS anteriormente). above).
Si el operador de redirección es <<-, entonces se quitan de las líneas de la entrada todos los caracteres de tabulación iniciales, así como de la línea que contiene delimitador.
La parte de datos recibida de la cola de errores contiene el paquete de error.
Referencing an array variable without a subscript is equivalent to referencing the array with a subscript of 0.
The -d option will delete a builtin previously loaded with -f.
Si no, cada byte se transforma según la tabla de asociaciones en curso (que lo traduce a un valor Unicode).
With dynamic scoping, visible variables and their values are a result of the sequence of function calls that caused execution to reach the current function.
When either x or y begins with a zero, the shell attempts to force all generated terms to contain the same number of digits, zero-padding where necessary.
Permission is granted to copy, distribute and/or modify this document under the terms of the GNU Free Documentation License, Version 1.3 or any later version published by the Free Software Foundation; with no Invariant Sections, with no Front-Cover Texts, and with no Back-Cover Texts.
When -p is supplied without name arguments, it will display the attributes and values of all variables having the attributes specified by the additional options.
Deben eliminarse las comillas de los operadores condicionales como -f para que sean reconocidos como primarios.
Si & aparece en nuevo, se reemplaza por viejo.
Cada espacio de nombres IPC incluye su propio conjunto de identificadores IP de System V y su propio sistema de archivo de colas de mensajes POSIX.
El parámetro opcional CÓMO indica el modo de eliminar la entrada de un directorio: 'unlink' => simplemente lo desenlaza. 'wipe' => también ofusca los bytes donde está contenido el nombre y 'wipesync' => además sincroniza en el dispositivo cada byte que ofusca.
La especificación POSIX.2 sobre el ajuste independiente de mayúsculas es muy vaga.
Como las banderas pueden aparecer en cualquier posición de la línea de mandatos, cualquier nombre_fichero que empiece por '-' tiene que ser precedido por './'.
Esta configuración viene definida en el contenido del archivo de configuración de Linux-PAM /etc/pam.conf.
When set to On, readline configures the terminal to insert each paste into the editing buffer as a single string of characters, instead of treating each character as if it had been read from the keyboard.
Las expansiones del historial se introducen por la aparición del carácter de expansión de historial, que es por omisión !.
Tiene más información en la web del Austin Group: ⟨http://www.opengroup.org/austin/⟩.
La opción -n suprime los números de orden en un listado.
Processing continued Las opciones no reconocidas de la línea de mandatos se ignoran, se prosigue de forma normal.
Las secuencias de color ISO 6429 están compuestas por secuencias de números separados por caracteres punto y coma.
Here is an example of the Berkeley (default) format of output from size:
El uso de una letra de unidad en los ficheros MS-DOS, 'a:' por ejemplo, determina el sentido de la transferencia.
A continuación se describe cada uno de ellos con mayor detalle.
In order for it to work as intended, you have to create a directory named `backup' in $MAILDIR prior to inserting these two recipes.
If return is executed during a DEBUG trap, the last command used to determine the status is the last command executed by the trap handler before return was invoked.
Dentro de una expresión con corchetes, un elemento englobado entre "[=" y "=]" es una clase de equivalencia, comprendiendo las secuencias de caracteres de todos los elementos equivalentes a ese otro, incluyéndose a él mismo.
Ejecuta una orden en un contexto de segurdad de SELinux diferente.
ESC o LS3 Invoca el conjunto de caracteres G3.
El primer carácter es el carácter de expansión del historial, el carácter que señala el comienzo de una expansión de historia, normalmente `!'.
Ignora cualquier otra concordancia sucesiva en un archivo de registro.
Después de cada ejecución de la sentencia, se evalúa la expresión3 antes de reevaluar la expresión2.
En la mayoría de los sistemas, este cargador de inicio está limitado en base a varias restricciones.
Los archivos Textinfo usan el formato @uref{uri}.
Verdad si la opción de la shell nombre-opción está activada.
No emplea shred al borrar antiguos archivos de registro.
Esto hará que el enlazador dinámico inspeccione las dependencias dinámicas del programa, encuentre (según las reglas descritas en ld.so(8)) y cargue los objetos para satisfacerlas.
lockfile Se puede usar para crear uno o más ficheros semáforo.
Se describe en el archivo Documentation/sound/oss/README.OSS (drivers/sound/Readme.linux en núcleos realmente antiguos).
En el momento de descompresión, el tamaño de bloque utilizado para la compresión es leído de la cabecera del archivo comprimido y entonces bunzip2 se asigna a si mismo la memoria justa para descomprimir el archivo.
A partir de esta versión, las mejoras en el algoritmo las convirtieron en algo obsoleto.
It matches any single character that sorts between the two characters, inclusive, using the locale's collating sequence and character set.
This is a GNU extension to the standard set of ELF symbol types.
Algunas implementaciones de conectores de BSD también proporcionan una opción IP_RECVTTL, pasando un mensaje auxiliar con el tipo IP_RECVTTL en el paquete entrante.
La gestión de las etiquetas de flujos no está completa y no se documenta aquí.
En cualquier caso, la implementación está incompleta y no debe considerarse su uso.
With no other option arguments, the list consists of all enabled shell builtins.
Este valor se pone a -1 cuando el número de bloque se desconoce (p. ej. después de MTBSF, MTBSS o MTSEEK).
Ahora el valor que tendrá prof_shift será N, cuando se dé, o CONFIG_PROFILE_SHIFT, cuando se haya dado éste, ó 2, el valor predeterminado.
Any reference to a variable using a valid subscript is legal, and bash will create an array if necessary.
Se pueden encontar ejemplos de recetas para fichero_de_recursos en la página de manual procmailex(5).
El instalador del mapa de arranque y los archivos de configuracion deberían estar en /sbin y /etc.
Observe que el orden de las redirecciones es significativo.
En la versión 2.6 del núcleo, los bits por encima de los 8 menores se unen a los cinco menores para formar el número de la cinta.
Las opciones de los conectores directos se pueden configurar con setsockopt(2) y leer con getsockopt(2), pasando la opción de familia IPPROTO_RAW.
Existen tres ioctls disponibles en todos los conectores AF_INET.
Si el directorio no existe o no está vacío se produce un error.
If no options are given, display the completion options for each name or the current completion.
Esto no es adecuado si lo que desea es trabajar con el nombre del archivo en lugar de hacerlo con el descriptor (p.ej: en los archivos de registro cuando son rotados) en cuyo caso deberá emplear la opcion --follow=nombre.
Los caracteres eliminados se sustituyen por una elipsis.
Reconoce lo siguiente con un significado ligeramente modificado (comportándose de un modo más similar a VT100/VT220):
Finaliza con un estado de salida correcto (con éxito).
Las aplicaciones que usan UDP deben se conscientes de esto y no tenerlo en cuenta para sus estrategias de retransmisión de paquetes.
Todo programa de red debería mirar este fichero para obtener el número de puerto (y protocolo) para su servicio.
Las órdenes cuyo comportamiento con argumentos se desvíe de esto se señalan más adelante.
No se permite con el formato predeterminado.
Esto es útil cuando archivo batch es generado por otro programa.
/etc/shells puede contener las siguientes rutas de acceso:
También se elimina cuando se usa la dirección IPv4 0.0.0.0 ya que el núcleo la emplea implícitamente para eliminar alias de interfaz.
Esta página describe el formato del fichero dir_colors tal y como se usa en el paquete fileutils-4.1.
The string is printable, does not contain non-terminating null characters, and is in an unspecified encoding (in particular, it is not guaranteed to be ASCII or UTF-8).
format (1) es una imagen directa de la tabla de traslación tabla.
Treat input and output data as sequences of lines, each terminated by a zero byte (the ASCII NUL character) instead of a newline.
Note that both x and y must be of the same type (integer or letter).
There are a number of ways to refer to a job in the shell.
define cómo emplear los atributos guardados; útil para sistemas de archivo remotos.
It prefixes the word plain for plain keycodes.
Esto significa que el tamaño máximo de bloques es muy grande (2 MB si es posible una asignación de 16 bloques de 128 kB).
Bash lee y ejecuta órdenes de este archivo y después finaliza.
Las búsquedas no incrementales leen la cadena de búsqueda entera antes de empezar a buscar en las líneas de la lista de historia.
Se publicaron dos correcciones técnicas (pequeños arreglos y mejoras) respeto del original de 2001: TC1 en 2003 y TC2 en 2004.
Si se emplea ;& en lugar de ;;, la ejecución continuará con la lista asociada con el siguiente conjunto de patrones.
Aunque hay algunos conjuntos nacionales estándares más de caracteres japoneses (como JIS X 0201, JIS X 0212 y JIS X 0213), éste es el más importante.
A shell variable need not have its integer attribute turned on to be used in an expression.
Cambia el modo de cada FICHERO a MODO.
Esta opción no es necesaria en sistemas de ficheros FAT32 ya que estos guardan explícitamente el tamaño.
This makes the number ZZZ always be the largest 3 digit number of the input base.
El patrón ? coincide con cualquier carácter, mientras que * coincide con cualquier cadena (puede contener cero, uno o varios caracteres).
Sin argumentos, kbd_mode muestra el modo actual de teclado (RAW, MEDIUMRAW o XLATE).
La opción en mayúscula, -S, necesita un nombre de archivo.
El resultado final es que, con lectura por adelantado y el modo de bloque fijo, la cinta podría no estar correctamente posicionada dentro de un archivo cuando el dispositivo se cierra.
ETIQUETA es la pseudodirección del primer byte mostrado, que se incrementa a la vez que se va procesando el volcado.
Consulte mount(8), blkid(8) o lsblk(8) para mayor información acerca de los identificadores de dispositivos.
Bash finalizará transcurrida dicha cantidad de segundos no llega una línea completa de entrada.ue hay que esperar una entrada después de mostrarse el indicador primario.
The table of hashed commands is not consulted when using -a.
Por razones de seguridad, procmail solo usará un fichero_de_recursos absoluto o relativo a $HOME si es propiedad del recipiente o root, si permiso de escritura global y el directorio que lo contiene no tiene permiso de escritura global.
If set, the pattern ** used in a pathname expansion context will match all files and zero or more directories and subdirectories.
On the other hand, when reading files whose text encodings are unknown, it can be helpful to use -a or to set LC_ALL='C' in the environment, in order to find more matches even if the matches are unsafe for direct display.
If set, bash replaces directory names with the results of word expansion when performing filename completion.
The option can be any of the options accepted by declare.
Un dispositivo SCSI puede tener un número de 'sub-dispositivos' contenidos en él mismo.
Intentar la terminación del texto antes del punto, comparando el texto con líneas del historial buscando concordancias para la terminación.
EPIPE La conexión ha sido cerrada o cancelada por el otro extremo.
Process substitution allows a process's input or output to be referred to using a filename.
POSIX requires that options that follow file names must be treated as file names; by default, such options are permuted to the front of the operand list and are treated as options.
Especifica el color para los conectores.
La misma sentencia provocará un error de sintaxis en esta versión de bc.
Son necesarios privilegios de administrados (root) para poder ver esta información en el caso de conectores que posea otro usuario.
Si la función no está definida, la shell muestra un mensaje de error y devuelve un estado de salida de 127.
Si el número de reintentos expira antes de que se hayan creado todos los ficheros, lockfile devuelve un fallo y elimina todos los ficheros creados hasta ese punto.
Hoy en día esta opción resulta obsoleta; use la opción pointopoint en su lugar.
Si se indican argumentos, tendrán el siguiente significado:
Cuando la shell está esperando por una tarea o un proceso con la orden interna wait y el control de tareas está activado, wait retornará cuando la tarea cambie su estado.
Emplea el formato de salida estándar POSIX.2 en vez del predeterminado.
Muestra las 10 primeras líneas de cada ARCHIVO por la salida estándar.
y todas las especificaciones de formato en C que terminan con un miembro de diouxXfeEgGcs, los ARGUMENTOs se convierten al tipo adecuado primero.
TMOUT Si se define a un valor mayor que cero, TMOUT se interpreta como la cantidad de segundos de timout de la orden nativa read.
La orden pwd indica el directorio actual.
Si la página de manual que busca se denomina "termio", seguramente encuentre la información que busca en termios(3) o en ioctl_tty(2).
Si no está definido, no se guarda el historial de órdenes cuando se finalice una shell interactivo.
Algunos sistemas (en particular sistemas Sun antiguos) asumen que el ordenador que responde a una petición RARP puede pproporcionar también otros servicios de arranque remoto.
Para informar de cualquier error, utilice el sistema de seguimiento de fallos https://github.com/util-linux/util-linux/issues.
If set to On, readline will undo all changes to history lines before returning when accept-line is executed.
Si tenemos un carácter de control, se actúa inmediatamente y luego se descarta (incluso en medio de una secuencia de escape) y la secuencia de escape continúa con el siguiente carácter.
La cantidad de segundos transcurridos hasta la llamada de la shell y hasta el momento actual vienen dados por el reloj del sistema.
Un átomo seguido por un límite conteniendo un solo entero i y sin coma ajusta con una secuencia de exactamente i átomos.
LTYPE es 'old' (antiguo), 'new' (nuevo) o 'unchanged' (sin cambios).
Sólo es válida para conectores SOCK_DGRAM y SOCK_RAW.
Cada línea describe un servicio, y tiene el formato:
Se debe utilizar IN6ADDR_LOOPBACK_INIT para la inicialización.
A sample value might be "\e[0m".
Se conservan los límites de los mensajes (una operación read(2) de un conector recuperará la misma cantidad de datos que la salida producida con la correspondiente operación write(2) en el conector asociado del otro extremo).
Si no se indica ninguna opción, mesg imprimirá el estado actual a través de la salida de error estándar.
El otro usuario verá el mensaje EOF indicando que la conversación se ha terminado.
El puerto LDAP por omisión es el puerto TCP 389.
Es una variable de solo lectura.
Todo sangrado positivo (in) debería ir acompañado por el correspondiente sangrado negativo (aunque debería usar las macros RS y RE en su lugar).
La orden mmount se usa para montar discos MS-DOS.
También se conoce a ISO 8859-4 como Latin-4.
Si es igual a INADDR_ANY el sistema elige una interfaz adecuada. imr_ifindex es el índice de la interfaz que debe unirse a o dejar el grupo imr_multiaddr, o 0 para indicar cualquier interfaz.
Outputs a series of mformat commands that will reproduce the current situation, starting from a situation as left by untarring the MS-DOS file system.
Archivo que contiene una lista de directorios donde encontrar objetos compartidos y una lista ordenada de los candidatos.
OPT consiste en una o más letras que representan las opciones de ordenamiento: [bdfgiMhnRrV].
Puede encontrar una descripción de las MSR de las CPU de Intel en el apéndice B del volumen 3B de 'Intel Corporation Intel 64 and IA-32 Architectures Software Developer's Manual'.
Observe que distintas direcciones pueden estar asociadas al mismo nombre de dominio, por lo tanto la salida podrá contener entradas duplicadas.
Éstas no se describen en ECMA-48.
Invoca la función link para crear un enlace llamado ARCHIVO2 que apunta al archivo ARCHIVO1.
Esta tubería se define antes de cualquier redirección definida en la orden (consulte REDIRECCIONES más adelante).
Para las discusiones que siguen, se citará la opción 'hd=' por brevedad.
El archivo nsswitch.conf(5) se utiliza actualmente para definir el orden la búsqueda de hosts.
La siguiente sección define los parámetros de /var/log/http/access.log.
iec acepta un sufijo opcional de una letra:
Se habilita enviando ESC [ ? 1000 h y se inhabilita con ESC [ ? 1000 l.
When a command that is found to be a shell script is executed (see COMMAND EXECUTION above), rbash desactiva todas las restricciones en la shell lanzado para ejecutar el guión.
El tamaño del buffer interno del controlador viene determinado por una constante durante la compilación que se puede modificar con una opción de inicio del núcleo.
En la actualidad se deben usar funciones de biblioteca como mbsrtowcs(3) y wcswidth(3) para contar caracteres y posiciones del cursor.
Puesto que no se espera que todos los sistemas soporten mecanismos avanzados tales como los caracteres de combinación, el ISO 10646-1 especifica los siguientes tres grados de implementación del UCS:
De momento, es algo opcional para evitar que falle la ejecución de guiones.
La aplicación man envía el texto a un paginador, por lo general less.
El resultado de la expresión es el cociente de las dos expresiones.
Psselect no acepta todos los comentarios de las DSC.
Omitting the colon results in a test only for a parameter that is unset.
En la documentación de su núcleo encontrará una excelente descripción de todas sus opciones y limitaciones.
This switch displays no heading information and no summary.
El más importante es ISO 8859-1 (Alfabeto Latino nº1 / Latin-1).
La ejecución ocurre cuando se encuentra un cambio de línea y hay una o más sentencias completas.
Resizing the buffer to the returned length and retrying may be necessary.
Si Vd. obtiene un mensaje de orden inválida inmediatamente después del anuncio de bienvenida, pruebe esta opción.
Psselect selecciona páginas de un documento PostScript, creando un nuevo fichero PostScript.
Desligar el proceso actual de su terminal en control.
Muestra los símbolos dinámicos en vez de los normales.
Si la cuenta del administrador (root) está bloqueada y se indica la opción --force, no se requerirá ninguna contraseña.
Esta construcción se emplea normalmente como una abreviatura cuando el prefijo común de las cadenas a generar es mayor que en el ejemplo de antes:
If IP_PKTINFO is passed to sendmsg(2) and ipi_spec_dst is not zero, then it is used as the local source address for the routing table lookup and for setting up IP source route options.
En este caso, el flujo de datos correspondiente se gestionará en su totalidad con un tamaño de buffer de MODO bytes.
Sólo se puede usar la secuencia más corta que pueda representar el número de código.
l l l l | l l l l.
Si se especifica alguna de las opciones -r, -e, o -o, el rango de páginas se debe indicar con la opción -p.
If the first argument is !, the result is the negation of the three-argument expression composed of the remaining arguments. the two-argument test using the second and third arguments.
Es posible indicar uno o más nombres_de_usuario y/o ttys, en cuyo caso solo se mostrarán las entradas que coincidan con éstos patrones.
El empleo más común de este parámetro es el forzar la autocomprobación de una segunda tarjeta de red, puesto que por omisión sólo se prueba una.
Members of this process group (processes whose process group ID is equal to the current terminal process group ID) receive keyboard-generated signals such as SIGINT.
El artículo debe contener una cabecera con al menos dos líneas llamadas Newsgroups: y Subject: y un cuerpo (el artículo propiamente dicho).
La primera comilla inversa no precedida por una barra invertida termina la sustitución de orden.
Dentro de [ y ], se pueden especificar clases de caracteres mediante la sintaxis [:clase:], donde clase es una de las siguientes clases definidas en el estándar POSIX:
Return a status of 0 (true) or 1 (false) depending on the evaluation of the conditional expression expr.
Desafortunadamente, algúnos carácteres enviados a la terminal se pierden cuando se hace esto, debido a que los carácteres que estaban esperando en la cola de salida de la terminal se borran cuando se produce la señal de salir.
Si se utiliza -s entonces ni -L ni -P tienen efecto.
La salida es algo similar a esto:
Al igual que en otros diseños sensatos, los futexes se han optimizado para evitar dichas contiendas en la medida de lo posible.
El valor predeterminado es “> ”.
De hecho, este fichero se podía crear a partir de la base de datos oficial de hosts que mantenía en el Network Information Control Center (NIC), aunque eran necesarias frecuentes actualizaciones para tener al día el fichero respecto a alias no oficiales y/o hosts desconocidos.
Man y mdoc han añadido recientemente la macro UR, o simplemente incluyendo el URI en el texto (los visores deben ser capaces de detectar :// como parte de un URI).
Parejas de identificador de proceso (PID) y su nombre separados entre sí por barras.
En la mayoría de los casos esta opción no será necesaria.
Cada vez que este parámetro es referenciado, se devuelve en él el número de segundos transcurridos desde el Inicio (Epoch) de Unix (consulte time(3)).
If parameter is an array name subscripted by * or @, the value substituted is the number of elements in the array.
Archivos de datos estáticos para juegos en /usr/games (opcional).
Formatos válidos para sistemas de archivo:
make actualiza un objetivo si éste depende de ficheros de prerrequisito (o dependencias) que hayan sido modificados desde la última modificación del objetivo, o si éste no existe.
Los bytes 4 y 5 describen el cambio producido desde que se transmitieron los bytes 2 y 3.
Fue la primera verisón de la Guía de Portabilidad de X/Open basada en el estándar POSIX (POSIX.1-1988).
El BMP contiene todos los caracteres que se encuentran en los otros conjuntos de caracteres usados frecuentemente.
on El temporizador de este conector está activado.
Los valores típicos incluyen tcp y udp.
If HISTFILESIZE is unset, or set to null, a non-numeric value, or a numeric value less than zero, the history file is not truncated.
Normalmente, los demonios lanzados pueden recibir opciones y parámetros en la línea de órdenes de manera opcional.
Los números son manipulados por las expresiones y las sentencias.
(El fichero /linuxrc debe tener permiso de ejecución.
En algunos casos, el programador debe definir una macro que pruebe ciertas características para obtener la declaración de una función del archivo de encabezado especificado en la sección SINOPSIS de la página de manual.
La secuencia es un elemento aislado de la lista contenida en la expresión con corchetes.
Este programa y su documentación pueden distribuirse libremente.
Cuando la shell está en modo posix, time puede ir seguido de un salto de línea.
El documento POSIX.1-2001 se divide en cuatro partes:
Sin embargo, las variables nameref pueden hacer referencia a variables vectoriales y variables vectoriales con subíndice.
With no operands, local writes a list of local variables to the standard output.
Los ratones serie se conectan a una línea serie RS232/V24, véase ttyS(4) para una descripción.
Observe que mount(8) emplea UUIDs como cadenas.
Por defecto, cada dirección de entrada genera una línea de salida.
Los requerimientos para la compresión y descompresión pueden estimarse:
Estas opciones deben aparecer en la línea de órdenes antes de las opciones monocarácter para que puedan ser reconocidas.
Muestra o verifica sumas de comprobación SHA512 (512 bits).
Normalmente, ldd invoca el enlazador dinámico estándar (consulte ld.so(8)) con la variable de entorno LD_TRACE_LOADED_OBJECTS con el valor 1.
Tecleando Ctrl-D se finaliza la sesión.
Muestra ARGUMENTO(s) de acuerdo a FORMATO, o ejecuta de acuerdo con OPCIÓN:
reinicia el controlador de la disquetera bajo ciertas condiciones.
El orden físico de las particiones depende del disco.Esta orden no está permitida para una unidad a menos que se habilite el soporte de particiones para la unidad (consulte MT_ST_CAN_PARTITIONS más adelante).
at ejecuta órdenes a una determinada hora.
Muchas aplicaciones , como los compiladores por ejemplo, lo usan para reconocer el tipo de fichero con el que están trabajando.
Si se pone a On, readline habilitará la entrada de 8 bits (esto es, no pondrá a cero el octavo bit de los caracteres que lea), sin importar lo que la terminal diga que admite.
Algunas implementaciones de UNIX generalizaron esto de forma que un rango X-Y significara el conjunto de caracteres cuyos códigos estuvieran entre los de X y los de Y.
El datagrama es mayor que la MTU de DDP.
En caso de éxito se devuelve 0, en caso contrario un código de fallo diferente de cero.
saltará todos los archivos y diretorios que terminen en .o (incluso si se llama exactamente .o).
Generalmente, puede ser uno de los siguientes valores:
The characters /, $, `, and = and any of the shell metacharacters or quoting characters listed above may not appear in an alias name.
Cualquier modificación de estos identificadores será visible para el resto de procesos en el mismo espacio de nombres UTS pero no para aquellos en otro espacio de nombres UTS distinto.
Obtiene o establece la longitud de la cola de transmisión de un dispositivo usando ifr_qlen.
* Para generar una copia html, ejecute:
Si la sustitución aparece dentro de las dobles comillas, la división de palabras y la expansión de nombres no se realiza en los resultados.
Muchas interfaces que eran opcionales en POSIX.1.2001 pasaron a ser obligatorias en la revisión de 2008.
Las interfaces del núcleo siguen siendo compatibles, pero un programa que incluya sockaddr_in6 o in6_addr en otras estructuras puede no serlo.
(Actualmente, getservent(3), getservbyname(3), y getservbyport(3). las saltan silenciosamente.
Si hay un error de redirección, el estado de salida será 1.
Inicialmente, un hilo no tiene llavero.
Cuando se usen las opciones -A, -B o -C, no me mostrará ningún separador entre líneas.
%Q Igual que %q salvo que aplica la precisión definida en el argumento antes de entrecomillarlo.
The exit status is greater than 128 if the timeout is exceeded.
ipi_ifindex is the unique index of the interface the packet was received on. ipi_spec_dst is the local address of the packet and ipi_addr is the destination address in the packet header.
The first character will be used for global indirect function symbols and the second character, if present, will be used for local indirect function symbols.
dirige solamente la salida estándar al archivo listadir, porque la salida de errores estándar se ha duplicado como salida estándar antes de que ésta se redirigiera a listadir.
NB: MAP_32BIT se asignará a los 2 GB (no 4 GB) del espacio de direcciones.
Los comentarios pueden incluir saltos de línea.
Si esta variable no está definida, o lo está con un valor inferior a cero, la shell no comprueba si hay correo nuevo.
If no other options are supplied with -p, declare will display the attributes and values of all shell variables.
El archiovo /dev/tty es un dispositivo de carácter con el número mayor 5 y número menor 0, creado normalmente con el modo 0666 y propiedad de root:tty.
El orden de las opciones no tiene importancia.
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-7, que no aparecen en la pagina de manual ascii(7).
Con inotify, esta opción suele tener escasa utilidad.
Si su valor es cero, el bit de limpieza siempre estará a cero.
Los primeros dos números se especifican en unidades de kB.
Estos paquetes no son reenviados por el núcleo sino que correponde al usuario la responsabilidad de enviarlos.
Algunas distribuciones ponen aquí el código fuente del núcleo que llevan por defecto.
Reenvía todo el correo de pedro sobre compiladores a guillermo (y mantiene una copia aquí en petcompil).
Pero durante el arranque es útil a menudo cargar los contenidos del disquete en un disco RAM.
Este constructo permite que ambas salidas estándares, la normal (descriptor de archivo 1) y la de errores (descriptor de fichero 2) se redirijan hacia el archivo cuyo nombre sea la expansión de palabra.
El sistema de ficheros que contiene "x" no tiene suficiente espacio libre para permitir la entrega del mensaje al fichero.
Variable vectorial cuyos miembros lo forman los nombres de los archivos de código fuente donde se definen los nombres de las funciones de la shell de la variable vectorial FUNCNAME.
Además, se puede asociar un conector directo a un dispositivo de red específico usando SO_BINDTODEVICE.
Por motivos de simplicidad supongamos que es un guión de shell.
Esta opción hace que rpost use un puerto NNRP alternativo cuando se conecta al nodo, en lugar del puerto 119, que es el que se toma por defecto.
Si el nombre de entrada es inválido, o si la expansión de tilde falla, la palabra se deja tal cual.
For example, in the default C locale, [a-d] is equivalent to [abcd].
Expands to the names of variables whose names begin with prefix, separated by the first character of the IFS special variable.
U Número total de segundos de CPU que el proceso consumió en modo de usuario.
No muestra nada en la salida estándar.
Esta opción hace que la salida no sea ambigua, incluso con nombres de archivo que contengan caracteres poco usuales como saltos de línea.
A partir de glibc 2.3.4, LD_SHOW_AUXV se ignora en el modo de ejecución seguro.
.+ siempre concordará con un carácter (salvo nueva línea, por supuesto).
t Quitar todos los primeros componentes de un nombre de fichero, dejando la última parte.
When used with test or [, the < and > operators sort lexicographically using ASCII ordering.
Load the plugin called name to add support for extra target types.
El valor obtenido en el entero sin signo al que apunta el tercer argumento de ioctl(2).
En discos grandes, mirar el espacio libre puede llevar un tiempo no despreciable, ya que la FAT entera debe ser leída al mirar el espacio libre.
w Espera que termine el filtro o programa y verifica su código se salida (normalmente ignorado); si el filtro no tiene éxito, el texto no será filtrado.
Existen muchos otros esquemas URI diferentes.
Debajo se muestran los prefijos estándares.
El comportamiento por defecto de `mev' es capturar cualquier cosa, pero se pueden usar las opciones de la línea de órdenes para establecer diferentes campos en la estructura `Gpm_Connect', para personalizar el comportamiento del programa.
If the specified process does not exist, the user does not have permission to access its dynamic shared object list, or no command-line arguments are supplied, pldd exists with a status of 1.
IFF_SLAVE_NEEDARP:La interfaz necesita ARP para la validación.
Mcopy copia el fichero origen en el fichero destino indicado, o copia varios ficheros en el directorio especificado.
Cada vez que aparezca debería ir seguida de una lista de dominios separados por dos puntos (':'), punto y coma (';') o coma (',').
Esta facilidad fue diseñada para un entorno tradicional de tiempo compartido con terminales tontos alfanuméricos conectadas directamente a una minicomputadora Unix.
Una expresión regular que concuerde con un solo carácter puede ser seguida por uno de estos varios operadores de repetición:
If bash is waiting for a command to complete and receives a signal for which a trap has been set, the trap will not be executed until the command completes.
If set, bash quotes all shell metacharacters in filenames and directory names when performing completion.
ENTERO también puede ser -l CADENA, que evalúa la longitud de la CADENA.
Modo de operación silencioso; no muestra las órdenes que se están ejecutando.
Para borrar estos bits de un directorio usando el modo numérico se requiere un cero inicial adicional como 00755, o un signo menos al inicio: -600, o un signo igual también al inicio: =755.
Se incrementa en una unidad dentro de cada subshell o cada entorno de subshell cuando la shell se incia en él.
The perl_rpost subroutine receives the input file name as its sole argument, and must return the full path to the location of the filtered article as a single scalar string (return $outfile).
T} ESC ] R Paleta de Inicio.
Los números de las particiones son asignados en el orden que se descubran las particiones, solo obtienen número las particiones no vacías y no extendidas.
borra la información del medio de una unidad (geometría del disco en la unidad).
ISO 8859-5 se utiliza para codificar idiomas del este de Europa.
La velocidad de descompresión también se divide entre dos, por lo que solo se debe utilizar cuando sea necesario.
El elemento con índice 0 es el nombre de cualquier función de la shell que se esté ejecutando.
El nuevo valor permanecerá hasta que se imprima el siguiente número o se le asigne otro valor a last.
Se puede acceder a ellos leyendo o escribiendo los ficheros del directorio /proc/sys/net/atalk.
Escrito por Mike Parker y David MacKenzie.
Especifica el color para los enlaces simbólicos.
En el caso de haber recibido la señal SIGINT, el proceso finalizará.
Esta opción hace que testhost cargue un archivo de frases alternativas, en lugar de usar los mensajes imbuidos.
help Si asignamos el valor help a esta variable, no se ejecutará el programa y se mostrará un mensaje de ayuda informando acerca de las categorías que se pueden definir en esta variable de entorno.
Se finaliza la secuencia de números cuando la suma del número actual e incremento sea superior al valor de ÚLTIMO.
El recolector de basura no se ejecutará si hay menos entradas en la cache que el número indicado.
Esta versión es un simple proceso que analiza el programa y ejecuta una traducción de este a un código de bytes (byte code).
Muestra información detallada de depuración sobre el funcionamiento del enlazador dinámico.
Es el comportamiento por defecto cuando se realiza la búsqueda en un solo archivo o en la entrada estandar.
Aportaban un control rudimentario sobre el algoritmo de ordenación en versiones anteriores, lo que era útil algunas veces.
Si el parámetro lwidth se omite, se asume una anchura de línea de 1 punto.
resizecons does not work on all hardware.
En general, KDE usa <file:/cgi-bin/> como prefijo para un conjunto de ficheros generados.
La opción -o selecciona todas las páginas impares.
Estas cantidades de datos serán o bien rellenadas con bytes cero ('\0') , o truncadas para que se ajusten al formato nativo de 24 bits del DSP56001.
Si este valor es distinto de cero, Linux ignorará todas las peticiones ICMP_ECHO.
La opción -r causa que psselect saque las páginas seleccionadas en orden inverso.
IFF_MASTER_8023AD:La interfaz es un enlace maestro 802.3ad.
No parameter and variable expansion, command substitution, arithmetic expansion, or pathname expansion is performed on word.
Muestra información del FIB (ya lo hace por defecto).
When the history file is read, lines beginning with the history comment character followed immediately by a digit are interpreted as timestamps for the following history entry.
El generador de números aleatorios no es lineal en los sistemas con soporte para /dev/urandom o arc4random por lo que cada número generado no tendrá ninguna relación con los anteriores.
Si usted quiere estadísticas basadas en una dirección debería añadir normas explícitas de contabilidad de direcciones usando la orden ipchains(8).
Expressions may be combined using the following operators, listed in decreasing order of precedence.
Normalmente, si existe un fichero llamado "index.html" o "index.htm" será mostrado, en otro caso, se devuelve una lista de los ficheros del directorio actual (con los enlaces apropiados).
En todos los otros casos (un núcleo anterior al 2.1.121 con uso de buffers deshabilitado o un núcleo nuevo) la cantidad de bytes a escribir debe ser un múltiplo del tamaño de bloque de la cinta.
Print the version of the make program plus a copyright, a list of authors and a notice that there is no warranty.
Normalmente tienen permisos 220 y su propietario es root y son del grupo lp.
Los bytes que no codifican texto, indican que el contenido es binario; estos podrán ser bytes incorrectamente codificados para la localización en uso o bytes nulos si no se indicó la opción -z.
Note that setting BASH_XTRACEFD to 2 (the standard error file descriptor) and then unsetting it will result in the standard error being closed.
Assigning "x" Asignación de variable de entorno.
The default increment is 1 or -1 as appropriate.
Esta alternativa solo mostrará las dependencias directas del ejecutable, mientras que ldd muestra el árbol completo.
Fue la primera versión que contenía una pila TCP/IP y la API de los conectores. 4.2BSD fue publicada en 1983.
Luego recorre una lista de funciones setup para ver si la cadena del argumento especificado (como 'fu') ha sido asociada con una función setup ('fu_setup()') para un dispositivo particular o parte del núcleo.
If pattern is preceded by # (the third form above), it must match at the beginning of the expanded value of parameter.
Por ejemplo: gzip -cd foo.gz | grep --label=foo -H 'algún patrón'.
Si está activa, una shell no interactiva no acabará si no puede ejecutar el archivo especificado como un argumento de la orden interna exec.
The option is forced on by the `-M' option.
Esto puede ser útil si no quiere o no puede un fichero $HOME/.forward (en cuyo caso el siguiente guión se podría llamar periódicamente desde cron(1), o cuando empiece a leer el correo):
Esto es útil cuando se define una función cuyo nombre es el mismo que una orden interna de la shell, reteniendo la funcionalidad de esa orden interna dentro de la función.
If parameter is @ or *, an indexed array subscripted by @ or *, or an associative array name, the results differ as described below.
Divide las recopilaciones de la lista de correo surfing en mensajes individuales y los almacena en surfing, usando como fichero de bloqueo local surfing.lock.
Un signo de cierre de interrogación '?' (no entre corchetes) concuerda con cualquier carácter simple.
Each sigspec is either a signal name defined in <signal.h>, or a signal number.
El estándar ISO 8859 incluye diversas extensions de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
Esta opción le dice a dumpkeys que muestre un listado largo de información.
Muestra una breve explicación de su uso.
Esto significa que cualquier archivo puede ser descomprimido en 2300 k de memoria, aunque a la mitad de la velocidad normal.
umsdos es un sistema de ficheros DOS extendido usado por Linux.
(Problemas similares ocurren por todas partes.
Estas opciones pueden ir a continuación de '%':
A continuación, compruebe si realmente ha cambiado de 0 a 1, en cuyo caso no había procesos esperando y la operación ha terminado rápidamente y sin contienda.
Ejecuta órdenes desde archivo en vez de hacerlo desde el archivo de inicio estándar /etc/bash.bashrc y el personal en ~/.bashrc si la shell es interactiva (consulte LLAMADA más adelante).
The variable CDPATH defines the search path for the directory containing dir: each directory name in CDPATH is searched for dir.
Un número negativo desactivará la entrega al conector.
Si n es mayor que $#, los parámetros posicionales no se cambian.
Labeled IPSEC always passes full security contexts as part of establishing the security association (SA) and looks them up based on the association for each packet.
El bc de POSIX (actualmente) no admite totalmente las matrices como parámetros.
A veces recibe la denominación de ANSI C aunque es ambigua porque C99 también es un estándar ANSI.
(Si /linuxrc termina con algún sistema de ficheros montado en el raíz inicial, entonces el comportamiento del núcleo es INDETERMINADO.
El 0 indica una concordancia, el 1 indica que no hay concordancia y el 2 se emite cuando se produjo un error.
Se deberían colocar aquí la mayoría de los programas que van a ser ejecutados por los usuarios normales, que no son necesarios para arrancar ni reparar el sistema y que no están instalados localmente.
Muestra nombres de funciones a la vez que información sobre ficheros y números de línea.
Debería ser un enlace hacia /var/tmp.
Esto puede ser útil para gente que siempre quiera tener activado el teclado numérico auxiliar.
El estándar POSIX dice que todos los caracteres se deben incluir en las cadenas.
This problem was fixed in glibc 2.30, and the fix has been backported to earlier glibc versions in some distributions.
Las direcciones siguen en general el siguiente formato:
Especifica el nombre del ejecutable para el que se deberán traducir las direcciones.
Por defecto, la shell guarda 500 órdenes después de leer los archivos de inicio.
Esta página de manual ilustra el uso más común de las primitivas futex(2), aunque están disponible muchas más fuentes de información.
Especifica el color usado para un fichero especial de dispositivo de caracteres.
Por defecto el ancho será 1.
Determina la frecuencia con la que se comprueban las entradas en busca de equipos próximos que ya no están.
Igual que -u pero permite controlar CÓMO se borra.
Un proceso que usa ambos extremos de la conexión para comunicarse consigo mismo debería tener cuiado para evitar bloqueos mortales.
A whitespace character may be included in an option by surrounding the entire option in either single or double quotes.
Los parámetros representados por los números desde $# hasta $#-n+1 se anulan. n debe ser un número no negativo menor o igual a $#.
In order to switch off confirmation for DOS files, use -o.
If one or more arguments N ... are given, only the corresponding consoles /dev/ttyN are deallocated.
De forma alternativa, cuando se lo instale el administrador del sistema, se puede llamar desde el programa de correo inmediatamente.
Esta geometría no es la geometría física de la unidad.
El mensaje de control IP_RECVERR contiene una estructura sock_extended_err:
Con la opción --follow (-f), tail sigue al descriptor del archivo; esto hace que aunque ese archivo se renombre, tail seguirá mostrando sus últimas líneas.
The command line option --verbose forces mesg to print a warning in this situation.
Use --debug para detectar error con el uso de la clave.
En la versión del núcleo 2.0.23, CSI no funciona, y NUL no se tiene en cuenta dentro de secuencias de escape.
Repetir la orden anterior, reemplazando cadena1 con cadena2.
Si se dan opciones, tendrán el siguiente significado:
Por ejemplo, los usuarios en example.com pueden simplificar usando 'john.doe@monet' para enviar correo a John Doe.
Cualesquiera valores por defecto que tenga procmail para alguna variable de entorno siempre se sobrepone a los que ya estuvieran definidos.
Esta opción puede provocar una espera indefinida por lo que se recomienda usarlo con precaución.
Por defecto, estas órdenes especiales son rebotar y parar el sistema, pero el usuario puede especificar cualquier otra orden.
En este caso, el registro contiene algunos campos adicionales y el tamaño de los campos c_uid and ac_gid se incrementa de 16 a 32 bits (en línea con el incremento del tamaño de los UID y GIDs desde la versión 2.4.
Si ACCIÓN es skip, se saltará los directorios sin emitir ningún mensaje.
Mover a la primera línea del historial.
La creación y correcto mantenimiento de este archivo es tarea del administrador.
Las palabras se componen de caracteres alfanuméricos (letras y dígitos).
If there are more words than names, the remaining words and their intervening delimiters are assigned to the last name.
Si last recibe una señal SIGINT (creada por una solicitud de interrupción, generalmente con Control-C) o SIGQUIT; se mostrará en qué punto estaba el análisis.
Está permitido asignar valores a last y esto sobreescribirá el último valor impreso con el valor asignado.
Si no se aporta ninguna opción, la ejecución de logrotate mostrará la versión, la licencia y unas breves instrucciones de uso.
Warning: If you use formats with more tracks than supported by your drive, you may damage it mechanically.
La palabra antes del punto se trata como un patrón para la expansión de nombres de rutas y la lista de nombres de archivo concordantes se inserta, reemplazando a la palabra.
Si se proporciona un nombre de directorio en la línea de órdenes, cada uno de los archivos que se encuentren en ese directorio se usará como archivo de configuración.
Por tanto, es mejor evitar algunas de las capacidades más exóticas de troff cuando sea posible para permitir que esas otras herramientas funcionen correctamente.
Esta implementación varia de otras implementaciones en el tema de qué código se ejecutará cuando en el programa se encuentren errores sintácticos o de otro tipo.
La mayoría de las otras herramientas no podrán procesarlos.
The default extension (that can be omitted) is .uni.
El disco ZipTools que viene con la unidad está tambien protegido con contraseña.
No obstante, se utiliza para construir la tabla de particiones de la unidad y es necesaria para el adecuado fucionamiento de fdisk(1), efdisk(1), y lilo(1).
Precede each symbol by the name of the input file (or archive member) in which it was found, rather than identifying the input file once only, before all of its symbols.
Esta sección describe la sintaxis de diversas formas de órdenes de la shell.
/run Contiene información sobre el sistema desde que se inició.
Este tipo de redirección indica a la shell que lea la entrada desde la fuente actual hasta que vea una línea que contenga solamente separador (sin espacios en blanco al final).
En los bloque anidados, las banderas `H' y `B' sólo afecta a las iniciales del bloque, las banderas `h' y `b' no tienen efecto.
Skip any command-line file with a name suffix that matches the pattern GLOB, using wildcard matching; a name suffix is either the whole name, or a trailing part that starts with a non-slash character immediately after a slash (/) in the name.
No utiliza la biblioteca de GNU readline para leer líneas de órdenes en modo interactivo.
Enable and disable builtin shell commands.
Si no se especifica, el valor por defecto de umask será 077.
Cuando se crea una nueva cuenta de usuario, normalmente se copian los archivos de este directorio al directorio del usuario (directorio "home").
chmod borra el bit SETGID de un archivo normal si el ID de grupo del archivo no coincide con el ID de grupo efectivo del usuario o con uno de los ID de grupo al que también pertenezca el usuario . salvo que el usuario tenga los privilegios adecuados.
Cuando ocurra algún error durante la rotación de los archivos de registro, logrotate terminará con un estado distinto de cero, aunque el archivo se actualizara.
(See the section on functions.) As an extension, the parenthesis are not required.
Los distintos campos están separados entre si mediante espacios o tabulaciones.
Esto permite que los documentos internos dentro de guiones de la shell se sangren de manera natural.
La lectura del dispositivo /dev/full siempre devuelve caracteres nulos (\0).
Con esta opción, cualquier contenido de /dev/initrd cargado en la memoria por el 'boot loader' es preservado.
Los archivos son descomprimidos y comprobados utilizando un algoritmo modificado que solo requiere 2.5 bytes por cada byte del bloque.
Especifica el programa que se llama para reenviar cualquier correo.
Los argumentos del intérprete consisten en un solo argumento opcional tras el nombre del intérprete en la primera línea del programa, seguido del nombre del programa, seguido por los argumentos de la orden, si los hubiera.
Borrar todos los espacios y tabuladores alrededor del punto.
(Este detalle es relevante solo en versiones anteriores de glibc 2.2.5, en las posteriores, LD_PROFILE también se ignora en el modo de ejecución segura).
La opción -ppages especifica las páginas que se seleccionarán.
Se incluyen aquellas órdenes que precisan privilegios especiales, demonios o aquellas relacionadas con el hardware.
Si n no se especifica, se emplea la entrada estándar (descriptor de fichero 0).
Reinicia el equipo independientemente de cual de las tres órdenes haya sido invocada.
Use un nombre de fichero más corto.
La orden mdel se utiliza para borrar un fichero MS-DOS.
El contenido de esta variable es una o más de las siguientes categorías, separadas por dos puntos, comas o (si se entrecomilla el valor) espacios:
Executing "x" Iniciando el programa "x".
T} T{ ESC [ 3 g: borra todas las paradas de tabulación.
Las familias de direcciones que hostname prueba cuando busca el FQDN, los alias y las direcciones de red vienen determinadas por la configuración de resolver.
If NUM is zero, grep stops right away without reading input.
size - lista tamaños de las secciones y total de archivos binarios.
If there was no argument, that variable is not set.
El ejecutable comprimido es un script de shell.
Cuando un espacio de nombre queda libre, los dispositivos veth(4) que lo contienen se eliminan.
Con (-t) se puede comprobar la integridad de archivos concatenados comprimidos.
daily Los archivos de registro se cambian diariamente.
Si el nombre dado no termina con un punto, se buscará una concordancia en una lista de dominios.
Muestra los porcentajes del total de tiempo para las órdenes de usuario, sistema y valores de tiempo real.
Esta página ha sido obtenida del paquete regex de Henry Spencer.
Como solo hay un tipo de número, no hay reglas para mezclar tipos.
Mdel solicita verificación antes de eliminar un fichero de solo lectura.
(7) Ahora que el sist. de ficheros está accesible e intacto, el gestor de arranque puede ser instalado.
GNU Make is free software; you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation; either version 3 of the License, or (at your option) any later version.
muestra IDs de usuario numéricos sin afectar a la resolución de los nombres de sistemas o de puertos.
Una shell no interactivo llamada con el nombre sh no intenta leer ningún fichero de inicio.
Psbook no acepta todos los comentarios de las DSC.
Algunos programas no pueden manejar todos los formatos URI.
For bash-4.3 and later versions, the BASH_COMPAT variable is preferred, and it is required for bash-5.1 and later versions.
SHLVL Se incrementa en uno cada vez que se arranca una nueva instancia de bash.
Si se desactiva COMP_WORDBREAKS, perderá sus características especiales aunque se reactive de nuevo.
Listamos las secuencias de Establecer Modo; las de Reestablecer Modo se obtienen reemplazando la 'h' final por 'l'.
Dentro de los nombres especificados en la lista LD_PRELOAD, el enlazador dinámico interpreta los tokens $ ORIGIN, $ LIB e $ PLATFORM (o los equivalente con llaves alrededor de los nombres) como se ha descrito anteriormente en tokens de cadena dinámica.
A simple expression is just a constant. bc converts constants into internal decimal numbers using the current input base, specified by the variable ibase.
If any arguments are supplied, they become the positional parameters when filename is executed.
Tecnicamente el fragmento no es parte del URI.
Note however that if the recursion limit is disabled then stack exhaustion is possible and any bug reports about such an event will be rejected.
La aplicación mandb(8) crea una base de datos con estas descripciones cortas que luego usarán las órdenes whatis(1) y apropos(1).
Para usar otro paginador distinto del que se usa por defecto, more, debe indicarse su nombre en la variable de entorno PAGER.
If the -e option is supplied with -P, and the current working directory cannot be successfully determined after a successful directory change, cd will return an unsuccessful status.
El más usual de ellos es la palabra 'single', que ordena a init arrancar el sistema en modo monousuario, sin lanzar los demonios usuales.
Todo el código es ejecutado tal y como es leído.
Para quitar la contraseña, ponle uno de los modos sin contraseña -r o -w: mzip te preguntará ahora por la contraseña, y desprotegerá el disco.
Por ejemplo, a{d,c,b}e se expande a `ade ace abe'.
La sustitución de orden permite a la salida de una orden reemplazar al nombre de la orden.
Procmail usará automáticamente $DEFAULT$LOCKEXT como fichero de bloqueo antes de escribir en este buzón.
A sequence expression takes the form {x..y[..incr]}, where x and y are either integers or single letters, and incr, an optional increment, is an integer.
The test and [ commands determine their behavior based on the number of arguments; see the descriptions of those commands for any other command-specific actions.
Además de las opciones estándar, Mtype permite las siguientes opciones en la línea de órdenes:
Esto NO debe usarse para hacer cortafuegos.
Si éste quiere responder, debe ejecutar también write.
En la versión 2.6 del núcleo, el controlador intentará usar transferencias directas entre el buffer y el dispositivo.
Las palabras se insertan en la línea en curso separadas por espacios simples.
La orden chvt N hace que /dev/ttyN sea la terminal en uso.
El primer campo de cada entrada comienza en el margen izquiero y contiene una lista de nombres de terminal separados por '|'.
El descubrimiento de la MTU de la ruta puede fallar si se encuentran en la ruta cortafuegos mal configurados (como los que pierden todos los paquetes ICMP) o interfaces mal configuradas (por ejemplo, un enlace punto a punto en donde ambos extremos no se ponen de acuerdo en la MTU).
En estos casos, las páginas de manual de la sección 2 intentan entrar en los pormenores tanto de la API de la librería C (en general la de GNU) como de la llamada del sistema.
mss M Define la Unidad Máxima de Transmisión (MTU de las siglas en inglés) de la ruta a M bytes.
El controlador estándar de disco puede aceptar argumentos de geometría para los discos, similar al controlador IDE.
No todas las aplicaciones usan el registro de utmp por lo que puede haber usuarios que no figuren.
Algunas veces se denomina de forma incorrect XPG5.
sulogin was written by Miquel van Smoorenburg for sysvinit and later ported to util-linux by Dave Reisner and Karel Zak.
Intentar la terminación del texto antes del punto, tratándolo como un nombre de usuario.
Esto es una dirección de correo electrónico, normalmente de la forma nombre@nombrehost.
They are not shown by default since they are not part of the binary's original source code.
El número de reintentos no se reiniciará cuando se cree cualquier fichero (i.e. simplemente se usan).
Los otros valores se emplean normalmente para periféricos comunes como discos duros IDE, disquetes, puertos serie, etc.
Esto puede usarse para anular en casos concretos algunas funciones en otros objetos compartidos.
The default is not to use any lock at all, but it’s recommended to avoid collisions with systemd-udevd(8) or other tools.
Si la opción de shell pathsub_replacement está activada mediante shopt, cualquier instancia de & sin entrecomillar contenida en cadena será sustituida por la parte concordante de patrón.
Las órdenes ejecutadas heredan el entorno.
If type is none output synchronization is disabled.
NOTA: -a y -o son siempre ambiguos.
La máscara debe ser suministrada bien como un número decimal o una cadena simbólica.
Con la opción -v, --invert-match, contabiliza el número de líneas que no concuerdan.
Display only defined symbols for each object file.
Los datos comprimidos creados por esta versión son totalmente compatibles con la anteriorversión, las versiones 0.1pl2, 0.9.0, 0.9.5, 1.0.0, 1.0.1, 1.0.2 y superiores con con la siguiente excepción: Solo la versión 0.9.0 puede descomprimir correctamente múltiples archivos concatenados.
El número máximo de particiones en una cinta es definido por una constante en tiempo de compilación (originalmente cuatro).
Número de unidades de tiempo a esperar antes de retransmitir una petición.
versions Muestra las dependencias de esa versión.
When ipi_ifindex is not zero, the primary local address of the interface specified by the index overwrites ipi_spec_dst for the routing table lookup.
no redondea el tamaño de los archivos hasta el siguiente bloque lleno.
If the string is not translated, this has no effect.
Los archivos de registro se mueven a directorio para su rotación.
El bc de POSIX no tiene la función read.
Rcfile: "x" fichero_de_recursos cambiado a "x".
Especifica que el formato del código objeto para los ficheros objeto será bfdnombre.
Ficheros de de dispositivos de alta densidad y 3.5":
The following conditions are applied in the order listed.
También puede emplear la notación /prefixlen en lugar de emplear netmask.
Los argumentos se delimitan por espacios y si el propio argumento contiene espacios, se deben usar comillas dobles.
Si no se indica ningún argumento, popd eliminará el primer directorio de la pila moviéndose hacia el que quedaría después en primer lugar.
Por defecto, Psnup imprime los números de página de las páginas reordenadas.
Evidentemente, los administradores del sistema tendrán que ir con cuidado con las órdenes especiales, ya que gpm se ejecuta con los permisos del superusuario.
cx= SGR substring for whole context lines (i.e., non-matching lines when the -v command-line option is omitted, or matching lines when -v is specified).
NOTA: su shell puede incluir una versión propia de nohup que suele prevalecer a la aqui descrita.
Efectuar la terminación de nombres de archivos e insertar la lista de terminaciones posibles encerrada entre llaves de forma que la lista esté disponible para la shell (vea Expansión de llaves arriba).
Se usa esa definición hasta que se encuentra otra definición de función con el mismo nombre.
Por defecto, no se emula ningún botón, ya que el efecto de golpe ligero en los dispositivos ps2 es incompatible con algunos ratones ps2 normales.
El resultado se tratará coma la expansión aritmética a evaluar, dichas expansiones pueden anidarse.
El valor por defecto es de 512 entradas.
Este directorio contiene subdirectorios con datos específicos de aplicaciones, que pueden ser compartidos entre diferentes arquitecturas del mismo sistema operativo.
The value type for IFLA_STATS is struct rtnl_link_stats (struct net_device_stats in Linux 2.4 and earlier).
Equivale a POSIX.1-2008 añadiéndole las Correciones Técnicas 1 y 2 así como la especificación de XCurses.
Todas las funciones de manipulación de dirección/puerto en la biblioteca estándar trabajan en orden de red.
FLAGS may be a for all debugging output (same as using -d), b for basic debugging, v for more verbose basic debugging, i for showing implicit rules, j for details on invocation of commands, and m for debugging while remaking makefiles.
Si está definida, bash buscará concordancias sin distinción entre mayúsculas y minúsculas ya sea ejecutando las órdenes condicionales case o [[, expansiones de palabra en patrones de sustitución o durante el filtrado de posibles cadenas en autocompletados programables.
El valor por defecto es 3.
e (x) La función exponencial resultante de elevar e al valor de x.
El código de salida devuelto por mkfs es 0 si acaba con éxito y 1 si acaba en fallo.
Sólo válida para conectores SOCK_RAW; vea raw(7) para más información.
lastcomm proporciona información sobre órdenes ejecutadas.
Esperar en un futex, para "bajarlo", es la operación contraria.
If only file1 is specified, it is compared to the uncompressed contents of file1.gz.
Los valores por defecto del núcleo son muy grandes para asegurarse de que una órden exitosa no será cancelada para ninguna unidad.
0<x<1 Cada concordancia contribuye menos a la puntuación que la previa.
%b hace que printf expanda la barra invertida en el correspondiente argumento como lo haría echo -e.
Para DESPLAZAMIENTO y ETIQUETA, el prefijo 0x ó 0X indica hexadecimal, los sufijos pueden ser . para octal y b para bloques de 512 bytes.
Forcing lock on "x" El fichero de bloqueo "x" va a ser eliminado a la fuerza por el sobrepaso del temporizador (compare LOCKTIMEOUT en procmail(1)).
Los posibles usos de TRAP son: eliminación de ficheros temporales, registrar incidencias personalizadas, etc.
El segundo subcampo contiene el nombre usado por la variable de entorno TERM, generalmente en minúsculas.
Los nombres de host debería estar compuestos únicamente por caracteres alfanuméricos, el signo menos ("-") y puntos (".").
When shell-command is executed, the shell sets the READLINE_LINE variable to the contents of the readline line buffer and the READLINE_POINT and READLINE_MARK variables to the current location of the insertion point and the saved insertion point (the mark), respectively.
Por defecto, se muestra una línea con lo siguiente: la suma de comprobación, un espacio, un carácter indicando el modo de entrada ('*' si es binario o ' ' si es en modo texto o la parte binaria es insignificante) y el nombre de cada ARCHIVO.
Readline tiene variables que se pueden usar para personalizar más aún su comportamiento.
El archivo de registro wtmp está gestionado por init(8) y login(1).
This can be useful for files with names truncated after a file transfer.
La evaluación se realiza de acuerdo a las reglas listadas más adelante en EVALUACIÓN ARITMÉTICA.
Esta petición toma un argumento de tipo (struct mtget *).
Rpost will post one or more articles, specified by hostname.
Cuando no se especifica por defecto to biff@localhost.
La asignación por defecto permite controlar 32 dispositivos de cinta.
Utiliza FORMATO para definir el formato en que se muestra la salida de time.
Si la información geométrica no está disponible, todos los campos de la estructura son cero.
En este modo, addr2line puede emplearse en una interconexión para convertir dinámicamente direcciones escogidas.
Latin-4 introdujo letras para idiomas del norte de Europa como el estonio, letón y lituano.
Cada línea contiene la siguiente información:
Por ejemplo, en x86, no se permite el acceso a la RAM pero sí se permite a zonas PCI referenciadas en la memoria.
El formato de los documentos internos es:
The restore is effected as if a series of set commands were executed to restore the values that were in place before the function.
T} ESC l Bloqueo de memoria (por terminales HP).
s Número de mensajes de conexión enviados por el proceso.
If the show-mode-in-prompt variable is enabled, this string is displayed immediately before the last line of the primary prompt when vi editing mode is active and in insertion mode.
Una sintaxis más portable es usar una cadena vacía como nombre del servidor, por ejemplo, <file:///etc/passwd>.
El tipo de medio especial auto se puede usar para decirle al driver que autodetecte el medio.
Un punto (.) o una comilla simple (') al principio de una línea indica un archivo basado en troff (tal como man o mdoc).
Invalid regexp "x" La expresión regular "x" contiene errores (lo más probable algún paréntesis extraño o perdido).
ISO 8859-1 contiene los caracteres empleados en varios idiomas de Europa occidental.
When using key/value pairs, the keys may not be missing or empty; a final missing value is treated like the empty string.
Habilítelo sólo cuando tenga en funcionamiento un cortafuegos que sea el único enlace de su red o un proxy transparente.
Si no existe el archivo de registro, continúa la ejecución sin emitir ningún mensaje de error.
Muestra las líneas de archivo1 que no están presentes en archivo2 y viceversa.
No se tendrá en cuenta ninguna asignación en a FUNCNAMES.
Se evalúa la expresión antes de cada ejecución de la sentencia.
Nombres de órdenes nativas de la shell deshabilitadas.
Si el prefijo-tilde es un `~+', el valor de la variable de la shell PWD reemplaza al prefijo-tilde.
cadena Se imprime la cadena en la salida.
Se añaden páginas en blanco si el fichero no contiene un número de páginas múltiplo de cuatro.
The value of the HISTSIZE variable is used as the number of commands to save in a history list.
However, bash will run any trap set on SIGINT, as it does with any other trapped signal it receives while it is waiting for the foreground command to complete, for compatibility.
A hard limit cannot be increased by a non-root user once it is set; a soft limit may be increased up to the value of the hard limit.
Definida como un entero según el tipo de completado provocó la llamada a una función de autocompletado: TAB para un autocompletado normal, ? para mostrar autocompletados después de varias tabulaciones, ! para mostrar las alternativas disponibles en autocompletados parciales, @ para mostrar alternativas disponibles cuando se modificó la palabra en cuestión o % para los menus.
En versiones antiguas de Unix, estos archivos contenían las opciones de línea de órdenes reales para un demonios, pero en sistemas Linux modernos (y también en HP-UX), tan solo contienen variables de la shell.
Esta extensión puede configurarse mediante las opciones dateformat y dateyesterday.
The -f option suppresses shell function lookup, as with the command builtin. type returns true if all of the arguments are found, false if any are not found.
Por el bien de la portabilidad a traductores que no se basan en troff, recomendamos que evite usar cualquier otra cosa que no sea tbl(1).
Tales referencias son principalmente entendidas por la interpretación humana más que por las máquinas, asumiendo que el estudio del contexto es suficiente para completar el URI (es decir, nombres de host que comiencen por "www" son como tener un prefijo URI "http://" y los host que comiencen con "ftp" usualmente tendrán un prefijo "ftp://").
The matches will be generated in the same way as if the programmable completion code had generated them directly from a completion specification with the same flags.
Muestra toda la información, incluyendo p.e. información sobre versiones de símbolos.
In order to make nm use the linker plugin it must be copied into the ${libdir}/bfd-plugins directory.
:0 h # método alternativo KEYWORDS=| formail -xKeywords:
Dése cuenta que las páginas de manual de BSD con formato mdoc comienzan con la orden Dd, no con la orden TH.
Includeres incluye recursos (fuentes, procsets, patrones, ficheros, etc) en el lugar de los comentarios %%IncludeResource en un documento PostScript.
No se tendrá en cuenta ninguna asignación en a GROUPS.
Setting the value of history to a positive number restricts the number of history lines to the number given.
T} ESC % Empieza la secuencia de selección de conjunto de caracteres ESC % @ Selecciona el predeterminado (ISO 646 / ISO 8859-1) ESC % G Selecciona UTF-8 ESC % 8 Selecciona UTF-8 (obsoleto) ESC # 8 DECALN T{ DEC prueba de alineación en pantalla - la llena de E's.
El IP-number puede ser un nombre de servidor que se puede resolver por medio de DNS o de un número separado por puntos.
Insertar todas las terminaciones del texto antes del punto que habrían sido generadas por possible-completions.
Controla si readline empieza con un conjunto de definiciones de teclas similar a las de Emacs o vi. editing-mode puede ponerse a los valores emacs o vi.
El nivel de opciones de conector para IP es IPPROTO_IP.
Esta variable es útil para prevenir cuelgues infinitos de sendmail/procmail.
Si la etiqueta es demasiado larga, el texto tras la etiqueta se bajará a la siguiente línea (el texto no se perderá o se mezclará).
rtvia_addr is the address, rtvia_family is its family type.
Es una práctica común indicar los caracteres de espacio con el símbolo (+) en frases para consulta.
El estado de salida es 0.
El formato recomendado de un coproceso es el siguiente:
Lleva a cabo las relocalizaciones e informa de cualquier objeto no encontrado (solo ELF).
Cuando existe una ruta de rechazo para un destino, no se añade ninguna entrada arp.
Bash permite personalizar estos indicadores insertando caracteres especiales protegidos con barras invertidas que se interpretarán de este modo:
Intentar la terminación del texto antes del punto, tratándolo como un nombre de orden.
IP usa la estructura sock_extended_err como sigue: a ee_origin se le asigna el valor SO_EE_ORIGIN_ICMP para errores recibidos en un paquete ICMP o SO_EE_ORIGIN_LOCAL para errores generados localmente.
LOCKEXT Extensión por defecto que se añade al fichero destino para determinar que fichero de bloqueo local usar (sólo si se activa, activo por receta base).
Para los montajes más habituales, contendrá (un enlace a) un nodo de dispositivo especial de bloque (creado por mknod(2)) para el dispositivo que se va a montar, por ejemplo: '/dev/cdrom' o '/dev/sdb7' .
Si usa ficheros temporales en un fichero procmailrc, y quieres estar seguro de que se eliminan antes de que procmail termine, podría usar algo como las líneas de:
Como tanto las variables auto como los parámetros son guardados en una pila, bc admite funciones recursivas.
This command affects only emacs mode; vi mode does overwrite differently.
La orden ls muestra el contenido del directorio actual —vamos, los archivos.
Using lockfile as the condition of a loop in a shell script can be done easily by using the -! flag to invert the exit status.
Cuando son escritos, las URI deberían introducirse entre comillas (por ejemplo, "http://www.kernel.org"), encerrados entre <> (por ejemplo, <http://lwn.net>), o situados en una línea solos.
batch ejecuta órdenes cuando lo permite el nivel de carga del sistema; osea, cuando la carga media cae por debajo de 1.5, o del valor especificado en la invocación de atd.
La siguiente receta hace lo mismo, pero un poco más selectiva.
CADENA1 y CADENA2 definen vectores de caracteres VECTOR1 y VECTOR2 que controlan la acción.
A partir de glibc 2.3.4, LD_DYNAMIC_WEAK se ignora en el modo de ejecución seguro.
Archivos para el sistema de formateo de documentos GNU groff.
Sin embargo, para cada enlace simbólico puesto en la línea de órdenes, chmod cambia los permisos del fichero al cual apunta.
The -E option indicates that other supplied options and actions should apply to “empty” command completion; that is, completion attempted on a blank line.
longitud del resumen de comprobación en bits; no puede superar el tope para el algoritmo blake2 y debe ser múltiplo de 8.
El sistema de coordenadas de la pantalla empieza en 1.
Por ejemplo, una palabra introducida a sh como fichero{1,2} aparece así mismo en la entrada.
Cuando se carga un fuente de 512 caracteres, es posible tomar el bit en la 9ª posición mediante la operación VT_GETHIFONTMASK de ioctl(2) (disponible desde la versión 2.6.18 de Linux) en /dev/tty[1-63].
Al sistema no le queda espacio swap.
Esta variable solo está disponible en las funciones de la shell invocadas por las utilidades de autocompletado.
builtin Nombres de órdenes nativas de la shell.
The null string is a valid value.
The -l option causes the shell to print a list of signal names and their corresponding numbers.
Es posible que los archivos wtmp y btmp no se encuentren en el equipo.
En las expresiones regulares básicas, los metacaracteres ?, +, {, |, (, y ) pierden su significado especial; en su lugar emplee las versiones protegidas mediante la barra inversa \?, \+, \{, \|, \(, y \).
Esta opción está activada por defecto.
Es posible deshabilitar esta opción mediante la opción IP_MTU_DISCOVER en el archivo /proc/sys/net/ipv4/ip_no_pmtu_disc , consulte ip(7), en cuyo caso UDP fragmentará los paquetes emitidos si sobrepasan el MTU de la interfaz.
Cuando se da esta opción, dumpkeys solo muestra las definiciones de cadenas de caracteres de las teclas de función.
(Here N is grep's numeric process ID.) If the ith character of this environment variable's value is 1, do not consider the ith operand of grep to be an option, even if it appears to be one.
Si <newsgroup-name> es "*" (como <news:*>), se usa para referirse a "todos los grupos de noticias disponibles".
Si at se ejecuta desde un shell su(1), el propietario del shell de login será el que reciba el mensaje.
El argumento es una estructura ip_mreqn o ip_mreq similar a la de IP_ADD_MEMBERSHIP.
Cuando se ejecuta una subrutina, los parámetros proporcionados se envían a BASH_ARGV.
El usuario normalmente no interactúa directamente con este módulo salvo para configurarlo.
La máscara de creación de archivos del usuario se establece a modo.
El tipo de datos comp_t es un valor de punto flotante que consta de un exponente de base 8 de 3 bits y una mantisa de 13 bits.
Para incluir un literal '-'), debe aparecer el primero o el último en la lista, o ser el segundo carácter de un rango.
El resultado es 1 si expr1 es igual a expr2.
Devuelve en arg la IRQ en uso actualmente.
It's intended to be a temporary solution.
En el cuerpo de la macro, los escapes con barra inversa de arriba se expanden.
Pueden aparecer en cualquier expresión permitida.
También adopta el valor de la ruta completa empleada para invocar cada orden ejecutada, se pone en el entorno exportado para esa orden.
The message contains a struct tcmsg and may be followed by a series of attributes.
POSIX deja sin definir este comportamiento.
Los sistemas que cumplen este estándar pueden denominarse UNIX 95.
/etc/hostname Históricamente, este archivo contenía solo el nombre del equipo y no el FQDN pero actualmente, la mayoría de aplicaciones aceptan que contenga un FQDN.
ESC F T{ Cursor a esquina inferior izda. de la pantalla (si está activado por la utilidad hpLoerleftBugCompat de xterm(1)).
La siguiente sección del archivo de configuración define la acción a realizar sobre el archivo de registro /var/log/messages.
Cortar la palabra detrás del punto empleando el espacio en blanco y la barra como límites de la palabra.
Esta variable determina la localización empleada para traducir cadenas entrecomilladas con comillas dobles precedidas por un $.
Si se llega al final del bloque el procesamiento continuará de la forma habitual después del bloque.
Esto se interpreta como `la máquina desde la que el URL está siendo interpretado'.
Un controlador no probará una región reservada, a menos que otro argumento de arranque explícitamente le especifique que lo haga.
Un binario se ejecuta en modo seguro si la entrada AT_SECURE en el vector auxiliar (consulte getauxval (3)) tiene un valor distinto de cero.
Si solamente se usa ese caracter, sin número de página, se insertará una página en blanco.
Linux admite High Sierra, el precursor al estándar ISO 9660 para sistemas de ficheros en CD-ROM.
session - este grupo se encarga de las tareas que se llevan a cabo antes de iniciar un determinado servicio y después de finalizarlo.
Por defecto, el FORMATO mostrará el campo de unión, el resto de campos de ARCHIVO1, el resto de campos de ARCHIVO2 todos ellos separados entre si por CARÁCTER.
La opción -S permite proporcionar varios parámetros a un script.
When the globstar shell option is enabled, and * is used in a pathname expansion context, two adjacent *s used as a single pattern will match all files and zero or more directories and subdirectories.
se emplea para duplicar descriptores de ficheros de entrada.
Establece o recibe la configuración del descubrimiento de la MTU de la rutapara el conector.
El patrón concordará si lo hace cualquier parte de la cadena.
Temporización de la orden `ls -Fs' mostrando solo el usuario, el sistema y la totalización time:
La orden zmore se para generalmente tras cada pantalla completa mostrada, indicando --More-- al final de la pantalla.
If the terminal cannot underline, underlining is ignored.
La fecha del sistema debe ser posterior al 9 de septiembre de 2001 para que la variable %s se sustituya correctamente.
seek=N (o bin oseek=N) saltará N bloques de tamaño obs.
La opción -s de la orden interna history se puede emplear para añadir órdenes al final del historial sin ejecutarlas realmente, de modo que estén disponibles para rellamadas posteriores.
Esta opción se aplica a los decodificadores mman y ps2.
La línea se divide en palabras como lo haría readline, usando COMP_WORDBREAKS tal como se describe anteriormente.
Changes made to the subshell environment cannot affect the shell's execution environment.
Toma un int que contiene la nueva IRQ a usar por el controlador.
For example, the regular expression [0123456789] matches any single digit.
Si dev If es la última opción de la línea de órdenes, la palabra dev se puede omitir porque es el valor por defecto.
Couldn't unlock "x" El fichero de bloqueo se perdió o los permisos de escritura del directorio donde está lo han denegado.
Cada vez que se encuentre una concordancia, se ejecutará la correspondiente lista.
Cada programa que usa la biblioteca readline define el nombre de la aplicación, y en un archivo de inicio se puede comprobar si existe un valor en particular.
De hecho, la versión info contiene ciertos ejemplos que son difíciles de leer debido a las convenciones de notación usadas en info.
w Número de veces que el programa fue intercambiado de contexto voluntariamente, por ejemplo, mientras se espera a que se complete una operación de E/S.
El resultado de la asociación es que si hay un símbolo c que se imprime, se envía a la memoria de vídeo el símbolo s = map[c].
MTFSF Espacio atrás sobre mt_count marcas de archivo.
Si quiere recibir todos los paquetes ICMP para un conector de datagramas, normalmente es mejor usar IP_RECVERR en ese conector particular.
These filters do not work in STDIN mode, but in the batch and rnews modes from above.
Si se define un valor negativo para posición, se interpreta como una posición más adelante que la de la última línea del historial.
Emplee la opción --ignore-garbage para intentar evitar bytes no alfabéticos en los datos codificados.
Además, se permiten otros atributos diferentes específicos del módulo qdisc.
The return value is 0 unless an invalid option is encountered, an error occurs while reading or writing the history file, an invalid offset or range is supplied as an argument to -d, or the history expansion supplied as an argument to -p fails.
proc es un seudo-sistema de ficheros que se utiliza como una interfaz entre las estructuras de datos del núcleo en vez de leer e interpretar /dev/kmem.
orden2 se ejecuta si y solo si orden1 devuelve un estado de salida distinto de cero.
Esto podría molestar al postmaster local y a otros usuarios.
RTA_PREF may contain values ICMPV6_ROUTER_PREF_LOW, ICMPV6_ROUTER_PREF_MEDIUM, and ICMPV6_ROUTER_PREF_HIGH defined incw <linux/icmpv6.h>.
Missing closing brace Se ha iniciado un bloque anidado que nunca termina.
!n Referirse a la línea de órdenes número n.
Esto es lo que ocurre por defecto.
En las entradas de termcap de BSD 4.3 y anteriores, el primer subcampo puede incluir un breve nombre de dos letras mayúsculas o minúsculas.
Sise ejecuta con suid root o con privilegios de root, procmail podrá funcionar con funcionalidad mejorada, compatible con el agente de entrega.
Se ignora el enlace del conector, tales paquetes sólo son filtrados por el protocolo.
La lista de palabras que va detrás de in se expande, generando una lista de elementos.
If no options are supplied and a name is not a shell builtin, enable will attempt to load name from a shared object named name, as if the command were ``enable -f name name .
La tercera versión de la Especificación Unificada de UNIX (SUSv3)contiene las especificaciones básicas XBD, XSH, XCU y XRAT como el anterior además también contiene X/open Curses Issue 4 versión 2 como un extra no incluido en POSIX.1-2001.
Warning: changing the keyboard mode, other than between ASCII and Unicode, will probably make your keyboard unusable.
When matching a pathname, the slash character must always be matched explicitly by a slash in the pattern, but in other matching contexts it can be matched by a special pattern character as described below under Pattern Matching.
EACCES Se intentó escribir o borrar una cinta protegida para escritura.
Si no se especifica este fichero, cualquier mensaje de diagnóstico o error se devolverá por correo al remitente.
ISO 8859-10 contiene caracteres empleados en idiomas nórdicos.
Algunos de los parámetros que se le pueden pasar al núcleo están relacionados con estas actividades (p.e: puede sobreescribir el sistema de archivos raíz por defecto).
La opción renamecopy permite almacenar archivos rotados en dispositivos diferentes empleando la directiva olddir.
No se requiere la existencia de los componentes.
Observe que los tokens de cadena dinámicas tienen que entrecomillarse correctamente cuando se definen a través de una shell para evitar que se interpreten como variables de entorno o de la propia shell.
La biblioteca matemática define las siguientes funciones:
T} ESC [ 13 ] T{ Quita el blanco de la pantalla.
El estado de salida de bash es el de la última orden ejecutada en el script.
Todos los enlaces cuyo nombre comienza con 'S' son invocados con el argumento 'start' (por tanto, iniciando el servicio).
Especifica el dispositivo que será utilizado como sistema de ficheros normal (raíz).
+ El elemento precedente concordará una o más veces.
T} T{ ESC [ 1 J: borrar desde el comienzo hasta el cursor.
The backslash character (\) may be used to remove any special meaning for the next character read and for line continuation.
This options tells testhost to use SSL to talk to the remote server, if testhost was compiled with SSL.
La table siguiente incluye los caracteres imprimible demISO 8859-10 que no están incluidos en la página de manual de ascii(7).
La traducción al español de esta página del manual fue creada por David García a.k.a.
El operador += realizará añadidos a una variable vectorial cuando se haga con la sintaxis adecuada.
Each time it is invoked, getopts places the next option in the shell variable name, initializing name if it does not exist, and the index of the next argument to be processed into the variable OPTIND.
muestra el tipo de procesador (no es portable).
número el número oficial para este protocolo tal como irá en la cabecera IP.
Si está suscrito a varias listas de correo y la gente envía mesajes cruzados a varias de ellas, normalmente recibe varios correos duplicados (uno de cada lista).
pero el valor de la variable PATH no se emplea para buscar el nombre del fichero.
Los archivos de /etc/pam.d prevalecen sobre los que están este directorio cuando tengan el mismo nombre.
e Esta receta sólo se ejecuta si falló la receta inmediatamente anterior (i.e. la acción se intentó, pero ocasionó un error).
Observe que a diferencia de los metacaracteres ( y ), los metacaracteres { y } son palabras reservadas y solo deberían utilizarse donde dichas palabras se reconozcan como tales.
Para estar seguro de que esto no degenera en problemas, es muy recomendable el uso de ficheros de bloqueo.
Si no hay args, o solamente argumentos vacíos, eval devuelve 0.
Suele ser el nombre del equipo seguido del nombre dominio DNS (la parte después del primer punto).
Este nombre de raíz se emplea en caso de un arranque remoto.
E Tiempo real total empleado por el proceso (medido en [horas:]minutos:segundos).
En este caso su fichero $HOME/.forward (tenga cuidado, tiene que tener permiso global de lectura) debería contener la línea de abajo.
Se pueden dar varios modos simbólicos, separados por comas.
El sistema SI de unidades usa prefijos para indicar potencias de diez.
Usa el código de salida del programa especificado.
Por defecto, se muestra un línea con la suma de comprobación, un espacio, un caracter para indicar el modo de entrada ('*' si es binario, ' ' si es texto plano o la parte binaria es insignificante) y el nombre de cada ARCHIVO.
Además de los nombres de órdenes, readline permite que se enlace una tecla cualquiera a una cadena de caracteres que se inserta cuando la tecla se pulse (una macro).
La orden mapscrn carga una tabla de mapas de caracteres de salida definida por el usuario en el controlador de consola.
If parameter is an indexed array name subscripted by @ or *, the result is the length members of the array beginning with ${parameter[offset]}.
Esta opción se sobreentiende si PLANTILLA no termina con una 'X'.
Cada porción de software responsable de esta tarea se suele considerar un controlador o driver para dicho componente.
dev If Fuerza la asociación de la ruta con el dispositivo que se especifica, dado que, de otro modo, el núcleo tratará de determinar el dispositivo por sí mismo (mediante la comprobación de las rutas y especificaciones de dispositivo existentes y a dónde se añade la ruta).
Los campos están separados por una cantidad de espacios y/o tabulaciones.
Algunas herramientas de un sistema Linux que aceptan URI (por ejemplo, un navegador) deberían ser capaces de manejar (directa o indirectamente) todos los esquemas aquí descritos, incluyendo los esquemas man: e info:.
Puede provocar un descenso del rendimiento.
Tanto PRIMERO como ÚLTIMO como INCREMENTO se consideran valores de coma flotante.
Dese cuenta que actualmente no existe mucha documentación en este formato.
La marca de eliminación restringida o sticky bit es un solo bit, cuya interpretación depende del tipo de archivo.
Las palabras que no sean asignaciones de variables ni redirecciones se expanden.
No use el parámetro opcional de bp (break page, salto de página).
Se ha llamado a connect(2) sobre un conector ya conectado.
If set to On, add a string to the beginning of the prompt indicating the editing mode: emacs, vi command, or vi insertion.
Builtin commands that are invoked as part of a pipeline are also executed in a subshell environment.
Nevertheless, only one runlevel can be "active" at a given time, while systemd can activate multiple targets concurrently, so the mapping to runlevels is confusing and only approximate.
Los caracteres que se consideran como parte de palabras son letras, dígitos y el subrayado.
Procesa exactamente como el lenguaje bc de POSIX.
El valor por omisión de ENDCODE está indefinido.
In the case of such a command (one that consists only of assignment statements and redirections), assignment statements are performed before redirections.
Antes de que se introdujeran estos prefijos binarios, era bastante común usar k=1000 y K=1024, al igual que b=bit, B=byte.
To find other matching entries in the history list, type Control-S or Control-R as appropriate.
/media Contiene puntos de montaje de edios extraíbles tales como CD, DVD o lápices USB.
Esto no se aplica a las líneas de condición, que no se pueden comentar.
If the close is not done, then more than likely, a 0 byte file will exist when rpost tries to post the article, and errors will result.
Las órdenes especiales son ejecutados haciendo un triple clic sobre los botones izquierdo y derecho a la vez (un evento poco probable durante el uso normal del ratón).
tab(:); l l l. /var/lib/logrotate/status:Archivo de estado por defecto. /etc/logrotate.conf:Opciones de configuración.
Si un + precede a la lista de extensiones, la lista actual de extensiones tabú se aumenta, de otro modo se reemplaza.
If -f is specified, each name refers to a shell function, and the function definition is removed.
Una lista, de elementos separados por dos puntos, de opciones activas del shell.
En el ejemplo de arriba, C-u se enlaza a la función universal-argument, M-DEL se vincula a la función backward-kill-word, y C-o se define como que se ejecute la macro expresada en la parte derecha (esto es, insertar el texto ``> output'' en la línea).
El bc de POSIX no tiene la cláusula else.
Desde la versión 2.6.26 del núcleo de Linux y según en que arquitectura, la opción de configuración del núcleo CONFIG_STRICT_DEVMEM limita las zonas accesibles mediante este archivo.
Observe que la implementación actual de la orden route no permite definir el Tamaño Máximo de Segmento (MSS por sus siglas en inglés).
Si psnup no puede encontrar una disposición dentro de sus límites de tolerancia, abortará con un mensaje de error.
mueve al prólogo todos los recursos que aparecen en el documento, quitando copias redundantes.
No trunca el archivo de registro original en el lugar en el que se encuentre tras crear una copia.
La siguiente receta entregará el correo a carpetas MH y una carpeta directorio.
Concretamente, --fast no aporta una mejora significativa de la rapidez y --best simplemente ejecuta el comportamiento por defecto.
El resultado es 1 si expr1 no es igual a expr2.
RFC 1812 para los requeremientos IPv4 para los enrutadores.
Si se especifica más de una opción de clasificación, la lista se ordenará según la última especificada en la línea de órdenes.
Los tokens sustituidos con como sigue:
El bloque en ejecución acaba con un salto de línea tras una secuencia completa de sentencias.
If the file argument to one of the primaries is one of /dev/stdin, /dev/stdout, or /dev/stderr, file descriptor 0, 1, or 2, respectively, is checked.
Es mejor usar paréntesis cuando se usan operadores relacionales y lógicos con operadores de asignación.
Especifica el color usado para el texto normal (no nombres de fichero).
When the -a or -m options are used, $# will expand to the number of arguments so specified and "$@" (the quotes are required) will expand to the specified arguments.
Las versiones anteriores a 1.0.2 de bzip2recover empleaban enteros de 32 bits para representar las posiciones de los bits en archivos comprimidos, esto provocaba que no pudiese manejar archivos de más de 512 megabytes.
El resultado es la concatenación de los correspondientes archivos descomprimidos.
"v" The symbol is a weak object.
Esta columna da una idea de como varía la compresión en función del tamaño de bloque.
This option is provided so that the userid & password can't be seen with the ps command, a potential security problem.
Archivos de encabezado para el compilador C y el sistema X-Window.
The variable construct provides simple equality tests for readline variables and values.
Añade una dirección a o borra una dirección de los filtros multidestino de la capa de enlace de la interfaz usando ifr_hwaddr.
Fuss, Futexes and Furwocks: Fast Userlevel Locking in Linux (actas del Ottawa Linux Symposium 2002), biblioteca de ejemplo de futex, futex-*.tar.bz2 ⟨ftp://ftp.kernel.org/pub/linux/kernel/people/rusty/⟩.
La representación de los flujos de datos Unicode se suele gestionar a través de tablas de `subtipo' que hacen corresponder un subconjunto de Unicode a glifos.
Las llamadas asíncronas de los progamas MH que cambian el fichero de secuencias pueden corromper el fichero o simplemente perder los cambios.
May also be specified as -g.
Backslash will escape & in string; the backslash is removed in order to permit a literal & in the replacement string.
Diferentes distribuciones y sistemas pueden estar configurados de forma diferente.
Son nativas al controlador de consola de Linux.
For each argument, a local variable named name is created, and assigned value.
The return value is 0 unless the shell is not executing a subroutine call or expr does not correspond to a valid position in the call stack.
{n} El elemento precedente concuerda exactamente n veces.
This option allows you to use an embedded perl filter to filter your articles.
SEÑAL debe indicar con su nombre, por ejemplo 'HUP' o con un número.
If parameter is @ or *, the pattern removal operation is applied to each positional parameter in turn, and the expansion is the resultant list.
If -n is specified, the trailing newline is suppressed.
Número máximo de paquetes que se pueden encolar para direcciones proxy-ARP.
The -g option forces variables to be created or modified at the global scope, even when declare is executed in a shell function.
This means that one may alias ls to ls -F, for instance, and bash does not try to recursively expand the replacement text.
(5) El ejecutable /linuxrc establece /proc/sys/kernel/real-root-dev, desmonta /proc, el sistema de ficheros raíz y cualquier otro sist. de ficheros que hubiese montado, y entonces termina.
Emplea una lista de clusters erróneos en lugar de escanearlo en su búsqueda.
The default is a green text foreground over the terminal's default background.
Fixwpps es un flitro perl que "prepara" el PostScript generado por WordPerfect 5.0 and 5.1 para que funcione correctamente con el paquete psutils de Angus Duggan.
In this case, for each redirection operator except >&- and <&-, the shell will allocate a file descriptor greater than or equal to 10 and assign it to varname.
El fichero de definición de protocolos.
Consulte las secciones firstaction y SCRIPTS.
Verdad si archivo1 y archivo2 tienen los mismos números de nodo-í y de dispositivo.
If $PREVLEVEL is set, runlevel will print this value as previous runlevel and ignore utmp.
Con los núcleos 2.1.x y posteriores, los valores de los plazos de tiempo (timeout) se pueden configurar con la suborden MT_ST_SET_TIMEOUT operado con un O lógico con el plazo de tiempo en segundos.
También permite operacions de SCSI ioctl(2).
u Temporarily unprotect the disk until it is ejected.
multi Valores válidos son on y off.
TRAP="exit 1;" # El punto y coma final es importante.
Controla el descubrimiento de la MTU de la ruta en el conector.
Cuando la expansión ocurre entre comillas dobles, cada parámetro se expande a una palabra separada.
May also be specified as -f.
/dev/port es similar a /dev/mem, pero se accede a los puertos de E/S.
El recolector de basura permitirá que el número de entradas exceda éste límite durante 5 segundos antes de realizar una recolección.
Using the -j option, the user can instruct make to execute tasks in parallel.
Una barra inclinada inversa no entrecomillada (\) es el carácter de escape.
Encerrar caracteres entre comillas dobles preserva el valor literal de todos los caracteres de dentro de las comillas, con la excepción de $, `, y \, si está activa la expansión del historial, también !.
Por ejemplo, si struct acct de su sistema no incluye el campo `ac_mem', sa no dispondrá de las opciones `--sort-cpu-avmem', `--sort-ksec', `-k', ni `-K'.
Escrito por Russel Coker y Jim Meyering.
El único encabezado obligatorio es NOMBRE.
$$o y $$i tienen que ir precedidos por símbolos de escape, como pueden ser barras de división invertidas o bien entre comillas simples para evitar que la shell los interprete como variables y los expanda. ¡ Si no se tiene esa precaución puede ocurrir que rpost no envíe mensajes !
Cuando se arranca el sistema con initrd, ocurre lo siguiente:
IFF_SLAVE_INACTIVE:La interfaz es un enlace esclavo inactivo.
Los números de puerto son asignados por la IANA (Internet Assigned Numbers Authority: Autoridad para la Asignación de Números de Internet), y su política actual es la de asignar tanto los protocolos TCP y UDP cuando se asigna un número de puerto.
Los archivos se crean con permiso u+rw y los directorios u+rwx, salvo que la el valor de umask sea más restrictivo.
Una descripción de un mapa de caracteres (charmap) define un conjunto de caracteres disponibles y sus codificaciones. localdef(1) puede emplear mapas de caracteres (charmaps) para crear variantes locales para los diferentes mapas de caracteres.
Los reintentos se producen con un intervalo de $SUSPEND segundos.
This should be an integer specifying the number of characters in an output line for numbers.
Al usarlo, la cadena a la derecha se considerará una expresión regular ampliada POSIX y concordada adecuadamente (mediante las interfaces POSIX regcomp y regexec generalmente descritas en regex(3).
Si la expresión2 no se da, es lo mismo que sustituirla por el valor 1.
El valor es el plazo de tiempo en unidades de tiempo (jiffies) hasta que el filtro de cubetas de fichas desaparece después de una ráfaga.
El argumento es un puntero a un valor booleano como un entero.
Esta es la especificación oficial de UCS.
(Por el momento, el establecimiento de BloqMay complementa la tecla Cambio o Mayúsculas cuando se aplica a letras.
Si el controlador se incluye en el núcleo, emplee la sintaxis ether=IRQ,IO,NAME en la línea de órdenes del núcleo.
Al comienzo, la lista de extensiones tabú está vacía.
Any subsequent numbers on the same line are Unicodes matched by this specific glyph slot.
ndm_state es una máscara de bits de los siguientes estados:
Parar de grabar los caracteres tecleados en la macro de teclado en curso, y almacenar la definición.
Un byte 0xxxxxxx representa el carácter Unicode 00000000 0xxxxxxx que codifica el mismo símbolo que el ASCII 0xxxxxxx.
Las expresiones pueden combinarse mediante los siguientes operadores, listados en orden decreciente de precedencia:
En los dos primeros modos el programa se ejecuta hasta que hayan transcurrido 10 segundos desde la última pulsación de tecla o evento de liberación, o hasta que reciba una señal reconocible, como SIGTERM, desde otro proceso.
Within an expression, shell variables may also be referenced by name without using the parameter expansion syntax.
Buscar hacia adelante a través del historial una cadena de caracteres entre el comienzo de la línea en curso y el punto.
Intente utiliza siempre ens o ems como unidades de medida en las identaciones, ya que éstas se ajustarán automáticamente a los cambios en el tamaño de las fuentes.
Signal names are case insensitive and the SIG prefix is optional.
When @ is used and the expansion appears within double quotes, each variable name expands to a separate word.
If wait is interrupted by a signal, the return status will be greater than 128, as described under SIGNALS above.
Procmail se debería llamar automáticamente sobre el mecanismo del fichero .forward tan pronto como llegue el correo.
Si el primer carácter del operador de redirección es >, la redirección se refiere a la salida estándar (descriptor de fichero 1).
Esta página de manual proporciona un breve repaso a los distintos estándares de codificación de caracteres y el modo en que se emplearon en Linux antes de que Unicode los reemplazase a todos.
Redirections are processed in the order they appear, from left to right.
Para procesamientos realmente complicados incluso puede considerar el llamar a procmail recursivamente.
Si índice empleado para referirse a un elemento de un vector indexado equivale a un número menor que cero se entenderá como un número mayor que el máximo índice del vector, un índice de -1 se referirá al último elemento.
En estos casos, puede ser deseable utilizar sólo un pequeño conjunto de núcleos (idealmente, uno) y mantener la parte específica de la configuración de cada sistema tan pequeña como sea posible.
el servidor LDAP a consultar, escrito como un nombre de anfitrión seguiro por dos puntos y un número de puerto.
If pattern is omitted, it is treated like a ?, which matches every character.
Para más información acerca del formato de estos ficheros, ejecute 'dircolors --print-database'.
El número debe ser 1, 2 o 3, y se refiere al número antes que se haya remapeado con el parámetro -B.
Cualquier parte del patrón puede entrecomillarse para forzar la concordancia como una cadena de caracteres pura.
Si se usan varias opciones -I para especificar varios directorios, éstos se buscan en el orden dado.
Los nombres de espacio UTS proporcionan aislamiento para dos identificadores de sistema: el nombre del equipo 'hostname' y el nombre de dominio NIS.
Borrar el carácter bajo el cursor, salvo que el cursor esté al final de la línea, en cuyo caso se borrará el carácter que esté detrás.
/dev Archivos especiales o de dispositivo, que se refieren a dispositivos físicos.
Latin-1 cubre la mayoría de lenguajes de Europa Occidental como el albanés, vasco, danés, inglés, feroés, gallego, islandés, irlandés, italiano, noruego, portugués, español y sueco.
Si no se especifica, vale <mb_cur_max>.
At allows fairly complex time specifications, extending the POSIX.2 standard.
Para usar un sistema de ficheros, éste se debe montar, consulte mount(2) y mount(8).
Esto es así para que si el usuario, por ejemplo, está en el sistema desde una terminal en el trabajo y también conectado desde casa, el mensaje vaya al sitio correcto.
Significado de las banderas IFF_UP:La interfaz está funcionando.
Pueden utilizarse letras del alfabeto ASCII(7) de la a a la z, números del 0 al 9 y guiones (-).
No se ha asociado un receptor a la dirección de destino.
Currently, the only allowable values are 14 and 30 for file system versions 1 and 2.
Si bash se arranca con la opción -c, entonces $0 se pone al primer argumento tras la cadena que se va a ejecutar, si hay alguno presente.
La etiqueta se da en la siguiente línea, su resultado es como el de la orden .IP.
Modifica el nombre de esta interfaz a nuevonombre.
Imprime la versión de ac y sale.
Se reconocen las siguientes sentencias, sin distinguir entre mayúsculas y minúsculas:
showkey muestra en la salida estándar los códigos de rastreo o el código de tecla o el código `ascii' de cada tecla pulsada.
/sys Este es el punto de montaje para el sistema de archivos sysfs, que proporciona información acerca del núcleo como /proc, aunque mejor estructurada, basado en el formalismo de la infrastruxtura kobject.
Bash emplea la abstracción del trabajo como la base para el control de tareas.
Hostnames, as taken from the file specified by the HOSTFILE shell variable.
Si no se define ninguna opción, simplemente se omiten las duplicadas, mostrándose solo la primera.
At y batch tal y como están implementados ahora no son satisfactorios cuando los usuarios compiten por los recursos.
Se pueden poner varios atributos en la misma secuencia separados entre si por punto y comas.
Si Ud. encuentra un fallo en bash, debería informar de ello.
También incluye X/Open Curses Issue 7 como un volumen extra que no está incluido en POSIX.1-2008.
El dispositivo raíz se puede definir simbólica o numéricamente.
Read offsets relative to the specified section instead of absolute addresses.
at y batch leen órdenes desde la entrada estándar o un fichero especificado, los cuales van a ser ejecutados más tarde, utilizando read commands from standard input or a specified file which are to be executed at a later time, using /bin/sh.
showkey prints version number and exits.
También se conoce a ISO 8859-14 como Latin-8.
Primero se intenta abrir el archivo en el directorio actual, si no se encunetra ninguno entonces se buscará en los directorios definidos en el PATH para el script.
Arrastrar el carácter antes del punto hacia adelante sobre el carácter en el punto.
If the last delivery was to several directory folders together then $LASTFOLDER will contain the hardlinked filenames as a space separated list.
Sin ninguna OPCIÓN, igual que -s.
El valor por defecto es off, ya que puede causar una pérdida de rendimiento sustancial en aquellos sitios con ficheros de hosts grandes.
Una búsqueda incremental requiere solamente tantos caracteres como se necesiten para encontrar la entrada deseada en el historial.
Si el nombre del fichero de tipos es un guión (-), el tipo se lee de la entrada estándar.
The text of the last HISTSIZE commands (default 500) is saved.
The utmp database runlevel reads the previous and current runlevel from.
El estado de retorno es el de salida de lista.
El subtipo se define mediante el sufijo '.subtype'.
La orden 'push', entonces, acepta las opciones `-d', `-e', `-m' y `-M', con el mismo significado descrito anteriormente.
Quizás quiera investigar si su MTA se ofrece `tablas de usuarios virtuales' o ver v.g. la facilidad `multidrop' de Fetchmail.
Los otros campos son específicos del protocolo.
Vea <linux/rtnetlink.h> para los indentificadores de los demonios de enrutamiento que ya están asignados.
Note that the regular expression syntax used in the pattern differs from the globbing syntax that the shell uses to match file names.
Esta forma se debería considerar obsoleta.
When integers are supplied, the expression expands to each number between x and y, inclusive.
Envía la señal TERM a la ORDEN durante el tiempo de espero si no se define otra señal.
En cualquier casi, puede crear usted mismo una versión sin esta limitación siempre que pueda recompilarlo con MaybeUInt64 definido para que sea un entero sin signo.
Por defecto, se usa el delimitador de entrada.
Históricamente, el uso más común de la función LD_ASSUME_KERNEL era seleccionar manualmente los antiguos subprocesos POSIX de LinuxThreads en sistemas que proporcionaban tanto LinuxThreads como NPTL (que normalmente era el predeterminado); consulte pthreads (7).
También se pueden emplear prefijos binarios: KiB=K, MiB=M y así sucesivamente.
El descriptor de archivo 1 se duplica.
Si no, se pone al nombre de fichero empleado para llamar a bash, como se da en el argumento cero.
Los campo ac_utime, ac_stime y ac_etime miden el tiempo en "tics de reloj" dividiendo ese valor entre sysconf(_SC_CLK_TCK) para convertirlo en segundos.
También contiene un enrutador IP incluyendo un filtro de paquetes.
Imprime información sobre la versión en la salida estándar y termina correctamente.
T} ESC [ 15 ] T{ Trae al frente la consola especificada.
If the cd fails, popd returns a non-zero value.
When a function is executed, the arguments to the function become the positional parameters during its execution.
Esta versión de bc fue implementada a partir del borrador POSIX P1003.2/D11 y contiene varias diferencias y ampliaciones respecto a este borrador y las implementaciones tradicionales.
Un parámetro vacío (entre punto y comas o principio o final de cadena) se interpreta como cero.
Esta opción es útil si está intentando ver un archivo acct creado en otra máquina que tiene el mismo orden de bytes y formato de archivo que su máquina actual, pero tiene un valor diferente para AHZ.
Esta operación requiere bien una unidad SCSI-2 que admita la orden LOCATE (dirección específica del dispositivo), bien una unidad SCSI-1 compatible con Tandberg (Tandberg, Archive Viper, Wangtek, ... ).
Los caracteres de combinación siempre siguen al carácter al cual modifican.
Si se indica /dev/null como archivo de estado, logrotate no intentará escribir en él.
[^-a-d] Cualquier carácter que no sea un guion, a, b, c, d o nueva línea.
Por defecto, muestra información de los ARCHIVO (pueden ser uno o varios) del directorio actual.
La gramática POSIX permite incluir matrices en la definición de las funciones, pero no proporciona un método para especificar una matriz como parámetro en la llamada.
Una orden case expandirá primero palabra y buscará si concuerda con cada uno de los patrones en base a las reglas de concordancia descritas más adelante en Concordancia.
To facilitate the implementation of the user interface to job control, the operating system maintains the notion of a current terminal process group ID.
Las siguientes llamadas ioctl(2) están soportadas por dispositivos fd:
If id is not given, wait waits for all running background jobs and the last-executed process substitution, if its process id is the same as $!, and the return status is zero.
Este mecanismo es similar a la expansión de nombre de ruta, pero los nombres de archivo creados no necesitan existir.
Por ejemplo la orden "man kill" mostrará el uso de la orden "kill" y la orden "man man" mostrará el uso de la orden "man".
Puede encontrar más información sobre el esquema URL para LDAP en RFC 2255 ⟨http://www.ietf.org/rfc/rfc2255.txt⟩ Los componentes de esta URL son:
Aquí va la información sobre localización (opcional).
nfs es el sistema de ficheros de red usado para acceder discos ubicados en computadoras remotas.
Por ejemplo, /home/aeb/tel puede abreviarse como tel si el directorio actual es /home/aeb.
muestra o verifica sumas de comprobación SHA1 (160 bits).
Solo la expansión de llaves, la división de palabras y la expansión de nombre de ruta, pueden cambiar el número de palabras de la expansión; las otras expanden una palabra simple a otra palabra simple.
Escrito por Joseph Arceneaux, David MacKenzie y Michael Stone.
Tras eliminar un fichero de bloqueo por la fuerza, procmail espera $SUSPEND segundos antes de de crear un nuevo fichero de bloqueo de forma que otro proceso que decida eliminar el fichero de bloqueo viejo no eliminará por error el nuevo bloqueo creado.
La técnica de puntuación de peso se describe en detalla en la página del manual procmailsc(5).
EPERM El usuario no tiene permiso para establecer una prioridad alta, cambiar la configuración o enviar señales al proceso o grupo solicitado.
Una lista de sufijos separados por dos puntos que no hay que tener en cuenta cuando se realice una terminación de nombres de ficheros (consulte READLINE más adelante).
Esta opción hace que testhost lea las descripciones de los grupos del servidor remoto usando la orden 'list newsgroups'.
La orden write forma parte del paquete util-linux que puede ser descargado desde Linux Kernel Archive <https://www.kernel.org/pub/linux/utils/util-linux/>.
If parameter is @ or *, the substitution operation is applied to each positional parameter in turn, and the expansion is the resultant list.
Las definiciones por omisión de LEFTCODE y RIGHTCODE, que son usadas por las terminales ISO 6429, son:
Si el signo opcional menos se especifica, la página es relativa al final del documento, en lugar de al principio.
Si la opción es verdad, no se envían órdenes SCSI hasta que se solicite una escritura.
Consulte las advertencias en la sección FQDN y emplee hostname --all-fqdns siempre que sea posible.
Las líneas de entrada son analizadas, y las órdenes push y pop son reconocidas.
Si no está definida al inicio de la shell, bash le asignará la ruta completa de la shell de inicio actual del usuario.
Si la línea de acción de una receta especifica un programa, un único par barra invertida-nueva línea en ella sobre una línea vacía se convertirá en una nueva línea.
Consulte la orden interna exit más adelante.
Otro punto importante tiene que ver con los archivos que caben en un solo bloque -- eso equivale a la mayoría de archivos que encontrará usando grandes tamaños de bloque.
Since 2.6.9 there also is the boot option atkbd.softraw=0 that tells the 2.6 kernel to return the actual scan codes.
Si con el uso de esta variable, añadimos LD_DEBUG (con las categorías bindings y symbols), se pueden observar todos los enlaces de funciones en tiempo de ejecución.
Esto parece lo más lógico pero muchos sistemas de archivo moderno están diseñados para no cumplirla.
Debido a que esto incrementa la búsqueda por un orden de magnitud, el egrep interno de procmail siempre buscará la concordancia más corta por la izquierda salvo que esté determinado qué asignar a MATCH, en cuyo caso busca la concordancia más larga por la izquierda.
Por ello es mejor utilizar ficheros AFM originales si es posible.
Para las URI que deban manejar caracteres fuera del conjunto de caracteres US ASCII, la especificación HTML 4.01 (sección B.2) y el IETF RFC 3986 (úlitmo párrafo de la sección 2.5) recomiendan lo siguiente:
nombre Una palabra que consiste solamente en caracteres alfanuméricos y subrayados, y comienza con un carácter alfabético o un subrayado.
El controlador st emplea el número mayor de dispositivo 9.
If no names are supplied, the line read, without the ending delimiter but otherwise unmodified, is assigned to the variable REPLY.
No hay garantía general de que un URI, que en un tiempo localizó un recurso dado, continue haciéndolo.
Volcados de fallos del sistema (opcional).
In addition, you can specify `raw' as the name, to repeat the mouse data byte by byte, without any protocol translation.
Ambas opciones son normalmente activadas por un demonio de ruta.
En esta página de manual sólo se describen las diferencias.
Más adelante en MODO DE COMPATIBILIDAD DE LA SHELL puede leer la descripción de los distintos niveles de compatibilidad y sus efectos.
No tienen lugar división de palabras ni expansión de nombres de ruta en las palabras entre el [[ y el ]]; sí se realizan la expansión de tilde, expansión de parámetros y variables, expansión aritmética, sustitución de orden, sustitución de proceso y eliminación de comillas en dichas palabras (la expansión que ocurriría si las palabras estuviesen entre comillas dobles).
Si nombre es un vector asociativo, desactivará el elemento con índice * o @.
El cuerpo de la función es una lista de sentencias de bc.
El programa mimencode(1) es parte del paquete metamail de Nathaniel Borenstein.
The default is a bold red text foreground over the current line background.
Debido a esta ejecución inmediata, los cambios de línea son muy importantes en bc.
El valor mínimo varía según el sistema.
Tras el número viene un cambio de línea.
The recipients can be changed by giving a comma separated list of bug-report-email-addresses.
Si se indica la opción -p, se hará lo mismo salvo que el id de usuario efectivo no se cambia.
Por ejemplo: para manipular archivos, shells, compiladores, navegadores web, visores de imágenes, editors de texto y similares.
Cuando se ejecuta con un solo argumento o con la opción --file , éstas órdenes definirán el nombre del equipo o el nombre de dominio NIS/YP. hostname emplea para ello la función sethostname(2), mientras que las otras 3: domainname, ypdomainname and nisdomainname lo hacen mediante setdomainname(2).
Esta forma define exactamente un carácter y sus byte de codificación.
El programa permite la rotación, compresión, eliminación y envío por correo electrónico de los archivos de registro.
Expressions are composed of the primaries described above under CONDITIONAL EXPRESSIONS. test does not accept any options, nor does it accept and ignore an argument of -- as signifying the end of options.
ranlib genera un índice de los contenidos de un archivo, y lo almacena en el archivo.
This precision is both in the integer part and the fractional part.
.SS t Subencabezamiento t (como .SH, pero usado para subsecciones dentro de una sección).
Permite las órdenes especiales, y opcionalmente define las órdenes propias como una lista separada por el carácter dos puntos (:).
Para preservar la compatibilidad, sigue estando disponible.
Sin embargo, si se indicó la opción -q o --quiet o --silent el estado de salida será cero aunque ocurriese algún error.
Puede especificar el número de reintentos a llevar a cabo hasta que devuelva un fallo.
Por estas razones, UCS-2 no es una codificación externa apropiada de Unicode en nombres de ficheros, variables de entorno, etc.
If it does, other redirection operators apply (see Duplicating File Descriptors below) for compatibility reasons.
Para archivos comprimidos con el tamaño de bloque por defecto de 900 k, bunzip2 requerirá aproximadamente 3700 kbytes para descomprimir.
Los caracteres de patrón especiales tienen los siguientes significados:
Si otro fichero de recursos fuera especificado en la línea de órdenes, el procesamiento continuará con el siguiente.
Sólo los procesos con un identificador de usuario efectivo de 0 o el atributo CAP_NET_RAW pueden hacerlo.
En su forma más básica, un futex es un entero alineado que sólo se modifica mediante instrucciones atómicas en ensamblador.
XRAT: información sobre las otras partes del estándar.
Es el resultado de la suma de usuario y sistema dividido entre el tiempo total de ejecución.
usa el formato de salida definido por LISTA_DE_CAMPOS, o muestra todos los campos si se omite LISTA_DE_CAMPOS.
HOME El directorio inicial de trabajo del usuario en curso; el argumento predeterminado para la orden nativa cd.
La orden resizecons intenta cambiar el modo de vídeo de la consola.
Si la expresión regular está negada (i.e. concuerda si no se encuentra), entonces n obviamente puede ser cero o uno.
Cuando el sistema arranca, sólo está disponible el primer dispositivo.
Contiene binarios para uso interno, no están diseñados para ser ejecutados directamente por los usuarios ni en scripts.
For example, [[:alnum:]] means the character class of numbers and letters in the current locale.
R Número de faltas de página menores o recuperables.
No se intentará lithium.cchem.com porque sólo tiene un componente del nombre del dominio local.
No hay permisos de escritura en el directorio donde reside el fichero de bloqueo "x", o más de un fichero de bloqueo está intentando forzar un bloqueo exactamente al mismo tiempo.
En las descripciones a continuación, la 2ª columna incluye los mnemónicos ECMA-48 o DEC (éstos, prefijados por DEC) para la función dada.
clear_console despeja la consola siempre que sea posible.
TRAP Cuando procmail termina ejecutará el contenido de esta variable.
All options specified are passed directly to cmp or diff.
Acepta ESC (, ESC ), ESC *, ESC + seguidos por 0, A, B para el conjunto de caracteres especiales y líneas de DEC, UK y US-ASCII, respectivamente.
Los caracteres especiales comienzan con el carácter de contra-barra (\). bc reconoce los caracteres especiales "a" (alerta o campana), "b" (borrar carácter (backspace)), "f" (salto de línea), "n" (nueva linea), "r" (retorno de carro), "q" (comilla doble), "t" (tabulador), y "\" (contra-barra).
Una vez que la búsqueda termine, la línea del historial que contenga la cadena de búsqueda pasa a ser la línea actual.
controla un clonado (Copy on write) optimizado.
Además de las peticiones ioctl() implementadas por el dispositivo al que se refiere tty, incluye soporte para la petición TIOCNOTTY de ioctl(2):
Emplea la hora anterior para crear la extensión dateext, así el nombre del archivo rotado contiene una hora que coincide con su marca de tiempo.
If a user enables, say, compat32, it may affect the behavior of other compatibility levels up to and including the current compatibility level.
If n is specified, resume at the nth enclosing loop. n must be ≥ 1.
Si está presente este directorio, Linux-PAM no tiene en cuenta el archivo /etc/pam.conf.
Cuando la BIOS inicia directamente el núcleo, no es posible especificar ningún parámetro, para emplear esta posibilidad debe utilizarse un cargador de inicio capaz de pasar parámetros (por ejemplo GRUB).
This option is supported only for UDP sockets; for TCP or SCTP sockets, see the description of the SO_PEERSEC option below.
Los códigos de teclas son números asignados por el núcleo a cada tecla física individual.
Para obtener más información, consulte mount(8) o swapon(8).
Muestra el identificador numérico (en formato hexadecimal) del equipo.
Un # al principio de la línea da comienzo a un comentario que se extiende hasta el final de la línea.
Estos directorios contienen páginas de manual para una localización concreta en código fuente.
Directorio de estado del reloj de hardware (opcional).
Interfaces described as Boolean take an integer value, with a nonzero value ("true") meaning that the corresponding option is enabled, and a zero value ("false") meaning that the option is disabled.
Ésta es una variante del Latin-1 que reemplaza letras islandesas con otras turcas.
La orden interna fc (vea ÓRDENES NATIVAS DE LA SHELL más adelante) puede emplearse para listar o editar y re-ejecutar una porción de la lista de historia.
Unicode 3.1 añade el requisito de que los programas no deben aceptar en su entrada formas que no cumplan la condición anterior.
Cualquier carácter que pongamos a continuación del símbolo de porcentaje y que no aparezca en la tabla a continuación se traducirá en un interrogante (`?') al imprimir el resultado para indicar que se introdujo un especificador de recursos no válido.
Algunos paquetes software más grandes, como X11, pueden tener sus propios subdirectorios bajo /etc.
El segundo dígito selecciona los permisos para el propietario del archivo: leer (4), escribir (2) y ejecutar (1); el tercero selecciona permisos para otros usuarios en el grupo del archivo y el cuarto para otros usuarios que no están en el grupo del archivo, ambos con los mismos rangos de valores.
This is an exception to the usual printf behavior.
El conector se usa como un conector RAW.
BASH_VERSINFO[0] El número mayor de versión (la distribución).
Si no se ejecuta ninguna orden, el estado de salida es 0.
Las secuencias de escape con barra invertida, si están presentes, se descodifican como sigue:
Al principio poco importaba esto, puesto que los módulos de memoria y los discos venían en tamaños que eran potencias de dos, así que todo el mundo sabía que en esos contextos "kilobyte" y "megabyte" hacían referencia a 1024 y 1048576, respectivamente.
La comunicación entre AppleTalk y el programa de usuario funciona usando una interfaz de conectores compatible con BSD.
No es posible leer discos que han sido formateados usando GCR(group code recording), la cuál se usa en computadores Apple II y Macintosh (discos de 800K).
Para incrementar la probabilidad de que todas las líneas de un mismo archivo comiencen en la misma columna, también hace que el número de línea y el desplazamiento de bytes (si existe) se impriman en un ancho de campo mínimo.
Si en una expresión regular fórmula sopesada 0<x<1, la puntuación total añadida para esta condición se aproximará asintóticamente:
En algunos equipos puede ser necesario evitar que ciertos controladores de periféricos comprueben la existencia de éstos (auto-pruebas) en una región específica.
Redirection allows commands' file handles to be duplicated, opened, closed, made to refer to different files, and can change the files the command reads from and writes to.
This expansion modifies the case of alphabetic characters in parameter.
A partir de la versión 4.4, Bash comenzó a extinguir los antiguos niveles de compatibilidad.
Dos expresiones regulares pueden concatenarse; la expresión regular resultante concuerda con cualquier cadena formada mediante la concatenación de dos subcadenas que concuerdan respectivamente con las expresiones concatenadas.
Cuando se mete el texto de una macro, se deben emplear comillas simples o dobles para indicar una definición de macro.
CPUNUM es el número de la CPU a que se accede tal como aparece en /proc/cpuinfo.
Antiguamente se empleaba /var/run por lo que ciertas aplicaciones lo siguen usando.
Un valor, c, de este tipo se puede convertir en un entero (grande) del siguiente modo:
Si está activa, y a un archivo donde bash está buscando correo nuevo se ha accedido desde la última vez que se buscó, se muestra el mensaje “The mail in mailfile has been read”, o su equivalente en el idioma local, que en español sería “El correo en buzón ha sido leído”.
Esta variable está disponible solo en las funciones de la shell invocadas mediante autocompletado (consulte Autocompletado Progamable a continuación).
La l opcional especifica un formato más largo, incluyendo minutos, en la forma MMmSS.FFs.
The runtime execution will then return the value to be used in the relocation.
Si getty(1) lo permite, puede contener diversas secuencias @letra y \letra.
Las palabras se asignan secuencialmente a los elementos de la variable vector array, empezando por 0.
Similarmente, “%1 &” reanuda la tarea 1 en segundo plano, equivalente a “bg %1”.
Uno también podría tener un sistema en el cual deban cargarse primero algunos módulos (de sistemas de archivos o periféricos) antes de que se pueda acceder al disco principal.
Para obtener una estimación inicial de la MTU de la ruta, conecte un conector de datagramas a una dirección de destino usando connect(2) y obtenga la MTU llamando a getsockopt(2) con la opción IP_MTU.
Bash realiza la expansión ejecutando orden en una subshell y reemplazando la sustitución de orden con la salida estándar de la orden, quitando los saltos de línea finales.
Para matar el servidor gpm, simplemente se puede ejecutar con el parámetro -k, de todas maneras, "killall gpm" puede ser otra solución.
Print the absolute pathname of the current working directory.
Adding a new IPv6 address and deleting an existing IPv6 address can be done via SIOCSIFADDR and SIOCDIFADDR or via rtnetlink(7).
port es el número de puerto (en decimal) usado por este servicio.
Implementa un servicio de paquetes de datagramas no fiable y sin conexión.
El cliente, inconscientemente contacta con un sitio que de hecho está ejecutando un protocolo diferente.
El glifo correspondiente se busca en el índice Unicode de la fuente.
crt igual que echoe echoctl echoke.
Different compilers have different mangling styles.
Sin embargo, si ninguno de los archivos necesita ser rotado, el script no se ejecuta.
(This is only used when the -v command-line option is omitted.) The effect of the sl= (or cx= if rv) capability remains active when this kicks in.
Hará que logrotate rote el/los archivo(s) aunque no sea necesario.
También se muestra la información de versión dada por la opción -v (vea más abajo).
Otherwise the positional parameters are unchanged.
La interfaz del programador es compatible con la de los conectores BSD.
NO se pasa al programa de filtro.
Si palabra se expande a uno o más dígitos, el descriptor de fichero denotado por n se hace ser una copia de este descriptor de fichero.
Se dispone de varios modificadores para manipular las palabras seleccionadas.
Se ejecuta una trampa puesta en EXIT antes de que la shell termine.
se recomienda definir este campo con el siguiente método:
Las utilidades de expansión del historial se usan para extraer la última palabra como si se especificase "!$".
El carácter NUL no puede estar en un patrón.
Se ha alcanzado el límite de reintentos.
En núcleos posteriores el controlador reserva el buffer en varias partes si es necesario.
Estos incumplimientos suelen quedar registrados en los avisos del núcleo.
Muestra el tiempo de usuario y el de sistema en columnas separadas; en general ambas suelen ir fusionadas en una solo columna llamada 'cpu'.
Use -t after you selected the mouse device with -m.
Cuando los argumento no son decimales enteros, son considerados listas de caracteres alfanuméricos, separados por un único carácter no alfanumérico.
The mode strings are user-settable (e.g., emacs-mode-string).
You can also give times like now + count time-units, where the time-units can be minutes, hours, days, or weeks and you can tell at to run the job today by suffixing the time with today and to run the job tomorrow by suffixing the time with tomorrow.
Muestra la entrada provienente de la entrada estándar como entrada proveniente del archivo LABEL.
Rota los archivos de registro cada dia_de_semana, o cada vez que la fecha de rotación tenga lugar siete o más días después de la anterior, independientemente de la hora exacta.
El símbolo \b concuerda con una cadena vacía en los extremos de una palabra y 0hará lo propio si dicha cadena vacío NO está en los extremos de una palabra.
Un conjunto de 94 caracteres se designa como el conjunto de caracteres Gn por una secuencia de escape ESC ( xx (para G0), ESC ) xx (para G1), ESC * xx (para G2), ESC + xx (para G3), donde xx es un símbolo o un par de símbolos del Registro Internacional de Conjuntos de Caracteres Codificados ISO 2375.
Una sesión podría transcurrir de este modo:
unused Determina los DSO's sin usar.
Con la orden keyctl(1), podría usarse '@t' en lugar de un ID numérico para la clave de un modo muy similar pero, dado de keyctl(1) se ejecuta después de la separación (forking), carece de utilidad.
Muy pocos dispositivos necesitan esta opción.
El argumento es un puntero a un valor booleano.
Obtiene o establece los parámetros hardware de la interfaz usando ifr_map.
(5) Si el fichero ejecutable /linuxrc está presente en el sistema de ficheros raíz inicial, se ejecuta con UID (identificador de usuario) 0.
Esto es útil para el manejo fiable de errores en conectores no conectados.
De lo contrario, si se ejecuta unset con el nombre de una variable nameref como argumento, la variable a la que hace referencia se desactivará.
Hay cuatro directivas del analizador que se usan.
Necesita incluir el fichero cabecera <linux/x25.h> del núcleo.
Linux posee la opción más general IP_PKTINFO para la misma tarea.
A menudo existe un enlace simbólico desde el más tradicional /usr/bin/X11 hacia aquí.
Bypassed locking "x" El directorio de spool de correo ne es accesible para procmail, éste depende únicamente de los bloqueos del núcleo.
If omitted the size will be determined automatically.
Este archivo puede ser usado para volver a enviar los mensajes usando rpost.
El dispositivo de bloques /dev/initrd es de sólo lectura, al que se le asigna como número mayor 1 y como número menor 250.
This behavior is available only with the GNU C library, and only when POSIXLY_CORRECT is not set.
The terminfo database is read to determine the appropriate sequences for underlining.
El protocolo Sun es la versión de 3 bytes del protocolo anterior Mousesystems de 5 bytes: los últimos 2 bytes no se envían.
A menos que se indique otra cosa, las interfaces relacionadas con el tiempo se especifican en segundos.
Si se usa la opción -o la salida será enviada al fichero determinado.
Suele estar desactivarse durante la compilación.
renice alters the scheduling priority of one or more running processes.
Todavía es útil para disquetes y discos RAM.
Observe que el límite de 10 es real, puesto que el código actual sólo maneja 10 parámetros separados por coma por cada palabra reservada.
BASH Se expande al nombre completo del fichero empleado para llamar a esta instancia de bash.
Skip any command-line directory with a name suffix that matches the pattern GLOB.
Si no es una sentencia de asignación, la expresión es evaluada e impresa en la salida.
En este ejemplo, C-u se enlaza de nuevo a la función universal-argument.
Si se omiten PRIMERO o INCREMENTO, se sobreentiende su valor como 1 aunque ÚLTIMO sea menor que PRIMERO.
Si los datos o metadatos de un archivo indican que su contenido es binario, asume que dicho archivo es del tipo TIPO.
p Mostrar la nueva orden pero no ejecutarla.
Note that if no file operand is given, grep searches the working directory.
Los usuarios y administradores teclean órdenes en una shell: el intérprete de esas órdenes.
Los plazos de tiempo configurados para un dispostivo se aplican a todos los dispositivos ligados a la misma unidad.
p Protege contra escritura mediante contraseña.
extends to the end of the line; unless otherwise noted, no characters are required to isolate it.
mkfs se emplea para crear un sistema de ficheros de Linux en un dispositivo, generalmente una partición de un disco duro. dispositivo es el nombre del dispositivo (como por ejemplo /dev/hda1 o /dev/sdb2) o un archivo que contenga un sistema de ficheros. tamaño es el cantidad de bloques que el sistema de ficheros empleará.
Use n to disable all previous debugging flags.
Muestra la versión de time y termina.
Se puede usar cuando a alguna aplicación no se le puede ordenar que cierre su archivo de registro y por lo tanto podría seguir escribiendo (añadiendo) continuamente en el archivo de registro anterior.
Cada linea representa un sistema de archivos.
da a ORDEN la posibilidad de recibir datos y señales del TTY.
Asigna un 0 a ifr_metric cuando se intenta leer y devuelve EOPNOTSUPP cuando se intenta asignarle un valor.
La orden interna history se puede utilizar para mostrar o modificar o volver a ejecutar una parte del historial.
Además, todas las opciones ip(7) del conector IPPROTO_IP válidas para conectores de datagramas están implementadas.
Si se lee el carácter cuando no hay ninguno en la línea y el punto está al principio de la línea, Readline lo interpreta como el fin de la entrada y devuelve EOF.
The exceptions to this are the expansions of ${!prefix*} and ${!name[@]} described below.
Si no se toma esta precaución, podrían suceder desastres (correo en anillo).
Email bug reports to the bug-reporting address ⟨bug-grep@gnu.org⟩.
Ya que muchas implementaciones no soportan conectores directos (raw) IPPROTO_ICMP, no debería contarse con esta característica en programas transportables.
Como el NWID se almacena en el Área de Almacenamiento Permanente de la tarjeta, será reutilizado en cualquier llamada posterior del controlador.
Esta opción puede ser útil en caso de querer obtener una captura del archivo en un determinado instante o cuando alguna aplicación necesita partir o filtrar el archivo.
Si se accede a él, éste se creará si es necesario modificarlo.
Muestra la dirección (o dorecciones) de red del nombre de equipo.
muestra muchas de estas secuencias de control.
Una ER (moderna) es una (!) o más de una(!) rama no vacía, separadas por '|'.
El valor de los estados de salida varía entre 0 y 255, aunque como se explica más adelante, la shell suele usar valores superiores a 125.
Boolean variables must be tested against the values on and off.
Según el RFC 3629, no debería emplearse ningún valor más allá de U+10FFFF lo que limita los caracteres a cuatro bytes.
The call to the function remains the same as call by value arrays.
Esta opción reemplaza el valor precompilado de TIMEOUT, tiempo tope de conexión.
Una vez que se carga el núcleo, éste inicializa diversos componentes del equipo y del sistema operativo.
El archivo especial dev/initrd es un dispositivo de bloques de sólo lectura.
Todas las líneas leídas hasta ese punto se emplean como la entrada estándar de una orden.
Unless otherwise noted, each builtin command documented in this section as accepting options preceded by - accepts -- to signify the end of the options.
Eliminar el carácter en el punto.
Órdenes para el sistema de gestión en corro MH (opcional).
The mesg utility silently exits with error status 2 if not executed on terminal.
La cinta está posicionada actualmente en una marca de conjunto (siempre falso tras una operación MTSEEK).
(III) Los rangos X-Y comprenden todos los caracteres que caigan entre X e Y (incluidos) en la secuencia de clasificación en curso según se defina en la categoría LC_COLLATE para la localización o escenario actual.
The comp-option controls several aspects of the compspec's behavior beyond the simple generation of completions. comp-option may be one of:
Todas las líneas leídas del fichero de recursos Si no se especifica toma el valor por defecto de 2048.
IP soporta algunas opciones de conector específicas del protocolo que se pueden configurar con setsockopt(2) y leer con getsockopt(2).
Los nombres de equipo suelen ser utilizados por clientes de red y por servidores que precisan traducir ese nombre por su correspondiente dirección para poder usarlos.
Las estadísticas mostradas para la dirección original se comparten con todas las direcciones alias del mismo dispositivo.
Esto tiene varios aspectos: (a) el núcleo debe saber acerca de esto, (b) el equipo también debe saber de esto, (c) los programas de usuario también, y (d) el tipo de consola puede tener que ser adaptado.
La familia de direcciones bluetooth (Iv4) incluye conectores de l2cap y rfcomm.
Define el valor string para argv[0] antes de ejecutar la aplicación.
The value of 0 disables the history feature.
Estos números se incluyen en el campo de protocolo de cualquier cabecera IP.
If the -j option is given without an argument, make will not limit the number of jobs that can run simultaneously.
Si se comprimen, la extensión (normalmente .gz se pone a continuación de ext.
De ahí que NUNCA se debería usar ldd con un ejecutable del que no se conozca su procedencia, ya que podría ejecutar código malicioso.
Muestra las asociaciones actuales de teclas y funciones en readline, asocia una secuencia de teclas a una función o macro, o define una variable de readline.
Display all symbols, even debugger-only symbols; normally these are not listed.
De forma distinta a como se deben dar los argumentos de otras opciones de make, los directorios dados en las opciones -I pueden ir inmediatamente tras la I: o sea, se permite tanto -Idir como -I dir.
Diversas variables de entorno influyen en el funcionamiento del enlazador.
FORMATO consta de una o más comas o definiciónes separadas entre si por espacios en blanco, cada una de ellas será 'NUMARCHIVO.CAMPO' o '0'.
Se asigna al sangrado predominante un nuevo valor de 0,5 pulgadas.
También hay cosas vagamente definidas (¿ "a\(\(b\)*\2\)*d" ajusta con "abbbd"?).
Para poner dos páginas en una hoja (de papel A4), la orden pagespec que se utiliza es:
Tienen que existir todos los componentes salvo el último.
Por defecto Pstops imprime los números de las páginas reordenadas; la opción -q suprime esto.
e Tiempo total empleado por el proceso en segundos.
La herramienta mesg finaliza con uno de los siguientes estados:
First and last may be specified as a string (to locate the last command beginning with that string) or as a number (an index into the history list, where a negative number is used as an offset from the current command number).
Es una extensión del código del sistema de archivos Minix.
Las versiones más modernas de xterm implementan el parpadeo SGR correctamente como texto parpadeando y también permiten que los SGR se puedan mostrar como texto coloreado como alternativa a estos SGR.
Besides removing any initial underscore prepended by the system, this makes C++ function names readable.
El sufijo de respaldo es '~', a menos que se establezca con --suffix o con SIMPLE_BACKUP_SUFFIX.
Values are in 1024-byte increments, except for -t, which is in seconds; -R, which is in microseconds; -p, which is in units of 512-byte blocks; -P, -T, -b, -k, -n, and -u, which are unscaled values; and, when in posix mode, -c and -f, which are in 512-byte increments.
El delimitador final es opcional si es el último carácter de la línea de evento.
Cualquier trampa en SIGCHILD será ejecutada para cada descendiente que termine.
El archivo wtmp registra todos los inicios y finales de sesión.
Todo esto será tratado en detalle cuando proceda.
order Esta palabra clave especifica cómo se realizan las búsquedas de hosts.
The options --unicode=hex and --unicode=invalid display them as hex byte sequences enclosed by either angle brackets or curly braces.
It is otherwise useful on terminals for which the back_color_erase (bce) boolean terminfo capability does not apply, when the chosen highlight colors do not affect the background, or when EL is too slow or causes too much flicker.
Un URI no posee por sí mismo un tratamiento de seguridad.
Una secuencia de caracteres considerados por la shell como una sola unidad.
Las órdenes de readline pueden recibir argumentos numéricos que actúan normalmente como un número de repetición.
LOG Cualquier cosa asignada a esta variable se añade a $LOGFILE.
Si se desactiva BASH_CMDS, perderá sus propiedades especiales aunque se vuelva a reactivar posteriormente.
El programa “mev” es parte del paquete gpm.
Muestra por la salida estándar las últimas 10 líneas de cada ARCHIVO.
(Nota relacionada: trim no afectará a los nombres de hosts obtenidos mediante NIS o desde el archivo hosts(5).
paridad -- si el adaptador anfitrión SCSI espera que los dispositivos acoplados a él suministren un valor de paridad con todos los intercambios de información.
Advierta que cualquier carácter % debe ser reescrito como %25.
Consulte también la opción -s o --no-messages.
Un intervalo no puede contener '/'; constituye un error de sintaxis.
La opción de la shell lithist hace que la shell guarde la orden con saltos de línea empotrados en vez de punto y comas.
Mientras se está realizando el descubrimiento de la MTU, se pueden perder paquetes iniciales de los conectores de datagramas.
La condiciones se unen mediante Y (and); si no hay condiciones el resultado será verdadero por defecto.
The hostname may optionally include the port number, in the form Host:Port If this form is used, any port number specified via the -N option will be ignored.
Sin SIG, se incluirán todas las señales conicidas.
Si se indican los dos puntos y el grupo, pero se omite el propietario, solo se cambiará el grupo; en este caso, chown realiza la misma función que chgrp.
%A nombre del día de la semana localizado completo (p.ej.
Nunca lo active para un router o un equipo.
Existen varios tipos de acceso a conectores:
Si no se incluye un nombre de usuario, se introduce el usuario llamado "anonymous", y en ese caso algunos clientes dan como contraseña su dirección de correo electrónico.
Formatos más largos puede que sean demasiado largos para ser almacenados como una URI, por lo que usan un mecanismo interactivo diferente llamado POST, el cual no incluye los datos en el URI.
Al final se borran los archivos temporales.
Los lectores interesados deberán irse a la sección de su tarjeta particular en ese documento.
Cada dispositivo utiliza ocho números menores de dispositivo.
Such sequences begin with a Control Sequence Indicator (CSI), usually ESC-[.
Por defecto, se añaden estos caracteres si se encuentra algún espacio en blanco.
Salvo que se indique expresamente lo contrario, los índices de los vectores indexados deberán ser siempre enteros positivos.
Si el número de fragmentos IP encolados alcanza el valor ipfrag_high_thresh, la cola se recorta al valor ipfrag_low_thresh.
The -E option disables the interpretation of these escape characters, even on systems where they are interpreted by default.
Si la opción de la shell extglob se activa mediante la orden nativa shopt, se reconocen algunos operadores de patrones avanzados.
El controlador IDE acepta una serie de parámetros, que van desde especificaciones de la geometría del disco, a soporte para chips controladores deficientes.
Actualmente, la API IPv6 extendida, tal y como se describe en RFC 2292, sólo está parcialmente implementada; aunque el núcleo 2.2 soporta casi por completo las opciones de recepción, no existen macros en la glibc 2.1 para generar opciones IPv6.
Si los menores 8 bits son >=18, se emplean bits de la extesión sense.
La configuración de la dirección hardware es una operación privilegiada.
El módulo ARP mantiene una cache de asociaciones entre direcciones hardware y direcciones de protocolo.
Está basado en el paquete llamado "selección", y algunas partes de su código provienen de dicho paquete.
Es fácil sobrecargar la red sin darse cuenta enviando a la direcciones de difusión.
This section typically contains zero-initialized or uninitialized data, although the exact behavior is system dependent.
Sin embargo, tras CSI [ (o ESC [ [) se lee un carácter solo y esta secuencia entera no se tiene en cuenta.
Para la configuración de direcciones IP, vea ip(7).
La función read (una ampliación) leerá un número de la entrada estándar, independientemente del lugar dónde aparezca la función.
El nombre-opción puede ser uno de los siguientes:
Si arg es 0, es necesario que las señales de sin-papel, fuera de línea y error sean falsas en el momento de la escritura, de lo contario no se tienen en cuenta.
Por ejemplo, para ejecutar un trabajo a las 4pm dentro de tres días, haríamos at 4pm + 3 days, para ejecutar un trabajo a las 10:00am del 31 de Julio, haríamos at 10am Jul 31 y para ejecutarlo mañana a la 1 de la madrugada, pondríamos at 1am tomorrow.
Cuando se especifica MSG_DONTROUTE, la dirección de destino debe referirse a una interfaz local, de lo contrario, se realiza una búsqueda en la tabla de enrutamiento, aunque se ignoran las rutas que se dirigen a enrutadores.
Los comentarios e informes de fallos que conciernan a esta página de manual deben dirigirse a chet.ramey@case.edu.
RMAIL o VM) directamente, debería usar ficheros de bloqueo compatibles con emacs.
Los parámetros posicionales se asignan a partir de los argumentos de la shell cuando éste es llamado, y pueden ser reasignados mediante la orden nativa set.
Use Cuenta el número de búsquedas para esta ruta.
Sin embargo, uno puede redefinirlas para que envíen líneas de órdenes usuales, direcciones de correo electrónico o cualquier cosa que a uno se le ocurra.
The value of a variable that a function sees depends on its value within its caller, if any, whether that caller is the "global" scope or another shell function.
Note that boolean capabilities have no =... part.
Un menor (<) indica un fichero basado en SGML/XML (tal como HTML o Docbook).
Es muy importante para los paquetes multidestino utilizar el TTL más pequeño posible.
The default is Off, but readline will set it to On if the locale contains eight-bit characters.
Por eso, si se produce un reinicio, se podrían perder datos sin darse cuenta.
Otras variables limpiadas o prefijadas son IFS, ENV y PWD.
Por ejemplo, comprimir un archivo de 20.000 bytes con la opción -9 hará que el compresor se asigne unos 7600 k de memoria, pero solo utilice 400 k + 20000 * 8 = 560 kilobytes de ella.
El valor predeterminado es “+ ”.
Tal flujo solo puede ser descomprimido correctamente por la versión 0.9.0 o superior de bzip2; versiones anteriores de bzip2 pararán tras descomprimir el primer archivo del flujo.
Si lo ha sido, entonces llamará a la función setup asociada con 'fu' (fu_setup()) y le pasará los argumentos 3, 4, 5 y 6 tal como se dieron en la línea de órdenes del núcleo.
Si ARCHIVO es menor, se ampliará y la parte adicional (agujero) se rellena con ceros.
Esto se utiliza para evitar inundar la red en algunos casos.
(Observe que incluso cuando se establece esta variable, un símbolo fuerte en una biblioteca compartida no anulará una definición débil del mismo símbolo en el programa principal).
La anterior versión de AT&T fue System III en 1981.
T} 39 T{ color por defecto de primer plano En versiones de Linux anteriores a la 3.16, desactiva el subrayado, define el color por defecto de primer plano.
Se ejecuta la sentencia mientras la expresión sea distinta de 0.
También hace que bzip2 rompa enlaces duros a archivos, de otro modo no lo haría.
(Se puede considerar esto como un error de la gramática).
Puede modificarse la ruta de búsqueda por defecto en un archivo de configuración general.
La primera forma, "return", devuelve el valor 0.
Copyright © 2021 Free Software Foundation, Inc.
Esto podría ser necesario para acceder a un disco cuyos sectores están muy juntos.
Las opciones pueden ser cualquier opción válida de la línea de órdenes de ls, y deberían incluir el signo menos del principio.
Invoca un editor en la línea de órdenes actual ejecutándose el resultado como órdenes de la shell. bash intenta invocas $VISUAL, $EDITOR y emacs en ese orden.
SVID 4 Cuarta versión del System V Interface Definition pubicada en 1995.
break Esta sentencia fuerza la salida de la sentencia while o for más reciente.
Attempt to move point to the same physical screen column on the previous physical screen line.
EINVAL Se ha pasado un argumento inválido.
Command line assignments to INCLUDERC have no effect.
Si está a On, readline emplea un paginador interno, similar a more, para mostrar en la pantalla todas las posibilidades autocompletado al mismo tiempo.
This prevents readline from executing any editing commands bound to key sequences appearing in the pasted text.
No se aceptan número en coma flotante en formato exponencial (v.g. 12e5).
If the HISTTIMEFORMAT variable is set, time stamps are written to the history file, marked with the history comment character, so they may be preserved across shell sessions.
El problema radica en que el archivo de datos aumenta su tamaña muy rápidamente y requiere mucho espacio en el disco.
La sentencia print (una ampliación) proporciona otro método de impresión.
sx25_addr contiene una matriz de caracteres, x25_addr[], que se interpreta como una cadena terminada en un carácter nulo. sx25_addr.x25_addr[]consiste en un máximo de 15 caracteres ASCII (sin contar el 0 del final) que forman la dirección X.121.
Provides control over the resources available to the shell and to processes started by it, on systems that allow such control.
If a variable is declared local, the variable's visible scope is restricted to that function and its children (including the functions it calls).
Se usa para convertir direcciones hardware de la Capa 2 a direcciones del protocolo IPv4 y viceversa, en redes conectadas directamente.
The shell assigns any numeric argument the user supplied to the READLINE_ARGUMENT variable.
IPv6 soporta algunas opciones de conectores específicas del protocolo que pueden ser activadas con setsockopt(2) y leídas con getsockopt(2).
(Vea también dircolors(1).) Habitualmente, el fichero utilizado es /etc/DIR_COLORS y puede ser sobreescrito con un fichero .dir_colors en el directorio personal de cada usuario.
Esta versión se describe formalmente en System V Interface Definition version 3 (SVID 3).
If contradictory --include and --exclude options are given, the last matching one wins.
Para evitar conflictos con la expansión de parámetros, la cadena ${ no puede incorporarse en una expansión de llaves y evita que se ocurra hasta la llave de cierre }.
Esta opción activa el modo point-to-point (punto a punto) del interfaz, lo cual significa que se trata de una unión directa entre dos máquinas, sin nadie más a la escucha.
Los colores están en los parámetros SGR: 0 = negro, 1 = rojo, 2 = verde, 3 = marrón, 4 = azul, 5 = rosa, 6 = celeste, 7 = blanco; 8–15 = versión con brillo de 0–7.
Esto es útil para fusionar páginas que ya han sido reducidas.
Esta opción puede anularse por medio de la opción noolddir.
psfgettable extrae la tabla de caracteres Unicode empotrada de un tipo de letra de consola en formato .psf a un fichero ASCII legible por humanos en el formato empleado por psfaddtable(1).
Escrito por Mike Haertel y Paul Eggert.
If the nocasematch shell option is enabled, the match is performed without regard to the case of alphabetic characters.
Si la variable existe pero no tiene un valor numérico, o ninguno, el valor predeterminado es 10.
solo muestra un nombre,no genera nada (inseguro).
Un argumento de n lista solamente las últimas n líneas.
Rotar en el anillo de corte, y pegar la nueva cima.
The input files are not modified.
x-y Un intervalo de palabras; `-y' abrevia `0-y'.
LOGFILE Este fichero también contendrá cualquier mensaje de error o diagnóstico de procmail (normalmente ninguno :-) o cualquier otro programa iniciado por procmail.
If the -M option is used, the command will be preceded with the "mode reader" command, which might be needed by some servers.
Si la salida estándar es el terminal, intentará añadir esa salida al archivo 'nohup.out' siempre que sea posible; de no serlo, lo enviará a '$HOME/nohup.out'.
An email archive ⟨https://lists.gnu.org/mailman/listinfo/bug-grep⟩ and a bug tracker ⟨https://debbugs.gnu.org/cgi/pkgreport.cgi?package=grep⟩ are available.
Tiene varias limitaciones: el tamaño de las particiones limitado a 64MB, nombres de ficheros cortos, un única marca horaria (time stamp), etc.
Solo se ejecutarán órdenes incorporadas en la shell o programas encontrados en la variable PATH.
Si un archivo no existe, zmore busca uno con el mismo nombre, añadiendo la extensión .gz, .z o .Z .
Añade un separador (--) entre grupos de concordancias.
Una lista de patrones separados por dos puntos que definen en conjunto de nombres de ficheros que no hay que tener en cuenta en la expansión de nombres de ruta.
En caso de contienda, el incremento atómico cambió el contador desde -1 (o algún otro número negativo).
Este modificador especifica la máscara de red de la ruta que se va a añadir.
EPERM El usuario no tiene permiso para abrir conectores directos.
los MB son megabytes y los KiB son kibibytes.
Todos los valores están sujetos a expansión de tilde, de parámetros y de variables, sustitución de órdenes, expansión aritmética, y eliminación de comillas (consulte EXPANSIÓN más adelante).
If parameter is an array variable subscripted with @ or *, the substitution operation is applied to each member of the array in turn, and the expansion is the resultant list.
Esto no es suficiente para el japonés, chino o coreano, pero si es adecuado para la mayoría de otros propósitos.
Para cada par, le dice al controlador de teclado del núcleo que asocie el código de rastreo especificado al código de tecla correspondiente.
No filtering of the generated completions against the word being completed is performed; the function or command has complete freedom in generating the matches.
Acquiring kernel-lock Procmail ahora intenta un bloqueo del núcleo del fichero (descriptor) abierto más reciente.
Si HISTCONTROL no está definido o no contiene un valor válido se guardarán en el histórico todas las líneas leídas por la shell, siempre según el valor de HISTIGNORE.
La interfacz de netstat es obra de Fred Baumgarten <dc6iq@insu1.etec.uni-karlsruhe.de>, la página de manual fue escrita por Matt Welsh <mdw@tc.cornell.edu>.
Éstos son similares a las teclas de acento en una máquina de escribir.
Esto se puede hacer simplemente con:
Tell readline that the compspec generates filenames, so it can perform any filename-specific processing (like adding a slash to directory names, quoting special characters, or suppressing trailing spaces).
The possible values of option are those valid for the complete builtin described above.
En su lugar se recomienda un algoritmo SHA-2, implementado en sha224sum(1), sha256sum(1), sha384sum(1) y sha512sum(1) o bien BLAKE2 implementado en b2sum(1).
(Este requisito está codificado en una sección de notas ELF que se puede ver ejecutando readelf -n marcado como NT_GNU_ABI_TAG).
Para realizar la comprobación, los datos de entrada deberían haber sido creados con este programa.
Bash también incorpora funcionalidades tomadas de otras shell como Korn y C (ksh y csh).
La segunda expresión debe ser un entero.
La segunda línea y siguientes de una orden compuesta multi-línea no se comprueban, y se añaden a la historia sin importar el valor de HISTIGNORE.
Cualquier expansión de llaves formada incorrectamente se deja inalterada.
Si se selecciona, el interfaz recibirá todos los paquetes de la red.
When listing symbols from archive members, include the index: a mapping (stored in the archive by ar or ranlib) of which modules contain definitions for which names.
En modo "verbose", Mren muestra el nuevo nombre de fichero si el nombre dado no es válido.
If set at shell invocation, or in a shell startup file, arrange to execute the debugger profile before the shell starts, identical to the --debugger option.
La sección 4 de este manual describe archivos especiales (dispositivos).
getafm - crea un fichero AFM para una fuente PostScript.
The -D option indicates that other supplied options and actions should apply to the “default” command completion; that is, completion attempted on a command for which no completion has previously been defined.
El tercer argumento a ioctl(2) debe ser un puntero a struct dsp56k_upload donde el miembro bin apuntará a un programa binario DSP56001, y len contendrá la longitud del programa en palabras de 24 bits.
Cualquier error devuelto por la unidad se mantendrá en espera hasta la siguiente operación.
Los archivos de registro se rotan cada vez que su tamaño sobrepasa tamaño incluso antes de que transcurra el intervalo de tiempo especificado (daily, weekly, monthly, or yearly).
La barra invertida mantiene su significado especial solamente cuando está seguida por uno de los siguientes caracteres: $, `, "", \, o <nueva-línea>.
Se pueden usar sobre cualquier descriptor de fichero de un conector sin importar la familia o el tipo.
SOL_IP, SOL_IPV6, SOL_ICMPV6 y otras opciones de conector de la forma SOL_* son variantes no portables de IPPROTO_*.
Existen tres métodos de entrecomillado: El carácter de escape, comillas simples y comillas dobles.
La herramienta look muestra las líneas del archivo archivo que contienen cadena como prefijo.
Páginas de manual creadas localmente (opcional).
El 'ISO 10646 Universal Character Set' (UCS), es un superconjunto de Unicode con un espacio de códigos aún mayor, de hasta —31 bits— y la codificación obvia para dicho conjunto, UCS-4 (una secuencia de palabras de 32 bits), posee los mismos problemas.
Like the -Z or --null option, this option can be used with commands like sort -z to process arbitrary file names.
Ficheros independientes del dispositivo que detectan automáticamente el formato y la capacidad del medio:
For example, the command reboot -f is mostly equivalent to systemctl reboot -ff, instead of systemctl reboot -f.
En particular, el uso de una contraseña con el componente 'userinfo' de un URI está muy desaconsejada excepto en el infrecuente supuesto de una contraseña para uso público.
Si se usa UTF-8, Unicode es compatible con ASCII por lo que el antiguo ASCII se verá perfectamente en sistemas modernos que utilicen UTF-8.
/etc/hosts aquí suele definirse el nombre de dominio asignando un el nombre de equipo como un alias del FQDN.
ASCII es el acrónimo de 'American Standard Code for Information Interchange' Código Estándar Americano para Intercambio de Información.
La cinta está posicionada al final de datos grabados.
@ Se expande a los parámetros posicionales, comenzando desde el uno.
obtiene el umbral actual de error.
Si DIRSTACK no está definido, pierde sus propiedades especiales, incluso si posteriormente es redefinido.
Esta variable se ignora en el modo de ejecución seguro.
El caracter prefijo '_' indica que el número de página es relativo al final del documento, contando hacia atrás.
Los caracteres desde el '#' hasta el final de la línea no son interpretados por las rutinas que examinan el archivo.
Si el sistema Linux no tuviese ya creado /dev/initrd, puede crearse con las siguientes órdenes:
arg2 ... - cualesquiera argumentos adicionales que sean necesarios.
Verdad si archivo existe y tiene el bit 'pegajoso' (STIcky).
Imprime el número de versión de ldd.
Los números menores se pueden agrupar en dos conjuntos de cuatro números: los números menores de dispositivo (con autorebobinado) principales, n, y los números de dispositivo “sin rebobinado”, (n+128).
alias o nombres alternativos opcionales para este protocolo.
El significado de cada bit es el siguiente:
Cree un pequeno script para borrar esto del artículo:
If a compound command or shell function sets -e while executing in a context where -e is ignored, that setting will not have any effect until the compound command or the command containing the function call completes.
El anillo de llaves de procesos se emplea para que un proceso pueda guardar claves, sólo se crea si un proceso lo solicita y siempre con el nombre _pid.
EMACS Si bash encuentra esta variable en el entorno cuando se inicia con el valor "t", interpretará que se está ejecutando dentro de un buffer de Emacs y deshabilitará la edición de línea.
Stop receiving multicast data from a specific source in a given group.
Expressions are formed from the following unary or binary primaries.
Tener dos tipos de ER es molesto.
La ruta entera también puede estar vacía, y en tal caso el delimitador "/" es también opcional, siendo el tipogopher por defecto "1".
Acepta ESC ] (OSC) para definir algunas utilidades.
Un valor de muestra es ".o:~" (Es necesario entrecomillar el valor asignado a esta variable al contener tildes).
Reduzca atómicamente el contador y compruebe si ha cambiado a 0, en cuyo caso no hay contienda y la operación ha terminado.
EUC-CN es la codificación más importante para Linux e incluye ASCII y GB 2312.
Regeneration interval (in seconds) of the hash secret (or lifetime for the hash secret) for IPv6 fragments.
Si no puede abrirse un archivo de destino, lo elimina y lo reintenta (esta opción se anula si también está definida -n).
UCS contiene todos los caracteres de todos los demás estándares de conjuntos de caracteres.
Una matriz variable (consulte Matrices a continuación) creada para incluir el texto captado por la orden nativa mapfile cuando no se indica ningún nombre de variable.
Esto difiere de $$ en ciertos casos, como las subshells que no requieren una reinicialización de bash.
No anota ningún regitro de apagado en wtmp.
This includes aliases and functions, if and only if the -p option is not also used.
Posición de la marca (punto de inserción) en la línea guardad de readline para emplear con "bind -x" (consulte ÓRDENES NATIVAS DE LA SHELL más adelante).
Create, remove, or receive information about a network route.
If pathname expansion is not desired, the argument should be quoted.
Es mejor guardar este programa en un fichero para poderlo usar varias veces sin tener que teclearlo cada vez.
Dependiendo de mingetty(8) (o agetty(8)) y login(8), los registros se pueden buscar por ut_line en lugar de por ut_pid, como sería preferible.
Un operando DESPLAZAMIENTO significa -j DESPLAZAMIENTO.
Además de las secuencias de escape al estilo de GNU Emacs, se dispone de un segundo conjunto de escapes con la barra invertida:
Las funciones definidas por el usuario son tratadas en la sección FUNCIONES.
La variable de la shell GLOBIGNORE puede utilizarse para restringir el conjunto de nombres de archivo que concuerden con un patrón.
scope especifica el ámbito de la búsqueda, que puede ser "base" (para una búsqueda de objetos base), "one" (para una búsqueda de un nivel) o "sub" (para una búsqueda de subárbol).
Acepta algo que corresponda con la primera, seguida por algo que corresponda con la segunda, etc.
Aquí COLUMNASxFILAS es un fichero que fue creado anteriormente por restoretextmode -w COLUMNASxFILAS.
Sin embargo, se puede reiniciar especificando -rnewreintentos tras cada fichero en la línea de mandatos.
El soporte de consola para los otros conjuntos de caracteres 8859 está disponible en Linux a través de utilidades de usuario (como setfont(8)) que modifican las asociaciones de teclas y la tabla de gráficos EGA/VGA y emplean la tabla de tipos de letra de "correspondencia de usuario" en el controlador de consola.
Si se pone a On, se añade un carácter que represente un tipo de fichero según lo que devuelve stat(2) cuando se listan las terminaciones posibles.
The default (--unicode=default) is to give them no special treatment.
Alternative directory names in CDPATH are separated by a colon (:).
Los rangos son muy dependientes de la secuencia de especificación y los programas portables deberían evitar utilizarlos.
The pldd command displays a list of the dynamic shared objects (DSOs) that are linked into the process with the specified process ID (PID).
Si el el script finaliza con un error (o no es posible rotar algún archivo), no se ejecutará ninguna de las otras acciones planificadas en ningún archivo.
Esto ocurriría después de ejecutar /etc/rc2.d/S12syslog pero antes de ejecutar /etc/rc2.d/S90xfs.
Esta utilidad es más útil en sistemas con discos muy pequeños.
También pueden usarse los identificadores de particiones PARTUUID= y PARTLABEL= cuyo soporte está incluido por ejemplo en la tabla de particiones GUID (GPT).
Añade la ruta al eqipo "mango" a través del interfaz SLIP (asumiendo que "mango" es el anfitrión SLIP).
La definición de la especificación de hora se puede encontrar en /usr/share/doc/at/timespec.
Estos índices difieren solamente cuando la palabra aparece entre comillas dobles.
La dirección de un conector AppleTalk se define como la combinación de un número de red, un número de nodo y un número de puerto.
Los mensajes de error de E/S no son tan útiles como podrían. bzip2 intenta detectar errores de E/S y salir limpiamente, pero los detalles sobre la causa del problema a veces pueden ser engañosos.
If either -s or -u is used with no optname arguments, shopt shows only those options which are set or unset, respectively.
Controla la pertenencia en grupos multicast.
If n is supplied, the return value is its least significant 8 bits.
If given an invalid option, it exits with the status 64.
No hay intenciones de añadir caracteres al estándar más allá de 0x10ffff, por consiguiente, de todo el espacio de códigos, solamente una pequeña fracción del grupo 0 será usada realmente en un futuro previsible.
hace que el fichero cuyo nombres sea la expansión de palabra se abra para lectura y para escritura en el descriptor de fichero n, o en el descriptor de fichero 0 si no se especifica n.
Valores negativos (%-10f) harán que se alinee a la izquierda.
Verdad si fichero existe y su grupo es el GID efectivo.
Los dispositivos de las ocho primeras consolas virtuales se pueden crear con:
Todas las secuencias de CSI de ECMA-48 reconocidas por Linux también lo son por xterm, pero xterm(1) implementa diversas secuencias de ECMA-48 y DEC que Linux no reconoce.
Generado cuado procmail registra un diagnótico y ha transcurrido al menos un segundo desde la última marca de tiempo.
Furthermore, the result of $\name substitution will never be split on whitespace.
Deshacer de forma incremental, recordado separadamente para cada línea.
También se puede definir con -c.
Change the current directory to dir. if dir is not supplied, the value of the HOME shell variable is the default.
Para seleccionar una velocidad, entre los valores 9600, 4800, 2400 y 1200 bit/s, se escriben los dos caracteres que aparecen en la tabla de abajo y se hace una pausa de 0.1 segundos.
The version number supplied on the right side of the operator consists of a major version number, an optional decimal point, and an optional minor version (e.g., 7.1).
Si no se pasan argumentos, ifconfig muestra el estado de los interfaces activos.
Este error puede ser provocado por un mensaje ICMP procedente de un enrutador remoto o por la tabla local de enrutamiento.
El tamaño del papel por defecto es a4.
Para LILO esta es una opción para el momento de arranque o puede utilizarse como línea de opción en el fichero de configuración de LILO, /etc/lilo.config.
Observe que la comparación hace honor a las reglas definidas por 'LC_COLLATE'.
{,m} El elemento precedente concuerda un máximo de m veces.
Los comentarios comienzan con un '#' y terminan con un final de línea.
Es un código de 7 bits.
Corrección técnica 2 de este estándar se publicó en el año 2016.
También puede ocurrir si se usa la opción -f o --force.
The treatment when in double quotes is similar to the expansion of the special parameters @ and * within double quotes.
Para algunas unidades esto también puede significar que no admite escribir en el tipo de medio físico actual.
Puede encontrar una lista de las llamadas del sistema de Linux en: syscalls(2).
Las ordenes 38 48 requiere argumentos adicionales:
Si procmail se llama bajo un nombre que no empieza por `procmail' (v.g. si está enlazado a otro nombre y es llamado como tal), se pone en modo de entrega explícito, y espera los nombres de recipientes como argumentos de la línea de mandato (como si se hubiera especificado -d ).
Especifica el color usado para cualquier archivo que termina en .extension.
Los conectores IP se generan mediante socket(2):
Si la opción de la shell histverify está activa (vea la descripción de la orden interna shopt), y se está usando readline, las sustituciones de historia no se pasan inmediatamente al analizador de la shell.
sysv es una implementación del sistema de ficheros System V/Coherent para Linux.
Cuando un proceso abre /dev/ptmx, obtiene un descriptor de archivo para una pseudoterminal maestra (PTM), y se crea un dispositivo pseudoterminal esclavo (PTS) en el directorio /dev/pts.
Pilot despliega el directorio de trabajo actual en la parte superior de la pantalla.
El entorno heredado por cualquier orden ejecutada consiste en el entorno inicial de la shell, cuyos valores pueden ser modificados, menos las parejas quitadas mediante la orden unset más las adiciones con las órdenes export y declare -x.
La traducción al español de esta página del manual fue creada por Claudio S.
Hay algunos dispositivos que sólo soportan direcciones lógicas de bloque.
Esto permite reeditar fácilmente múltiples órdenes.
If the last character of the alias value is a blank, then the next command word following the alias is also checked for alias expansion.
UDP genera y comprueba sumas de verificación (checksums) para detectar errores de transmisión.
La nueva definición reemplaza a la anterior.
Si los dígitos en palabra no especifican un descriptor de fichero abierto para entrada, se produce un error de redirección.
Esta es derivada de la escala de los números originales, la operación realizada y, en muchos casos, el valor de la variable scale.
"w" The symbol is a weak symbol that has not been specifically tagged as a weak object symbol.
EACCES El usuario ha intentado ejecutar una operación sin los permisos necesarios.
Ratones diferentes pueden operar a diferentes velocidades.
Toca los ficheros (los marca como actualizados sin cambiarlos realmente) en vez de ejecutar las órdenes pertientes.
Aquí comienza todo el árbol de directorios.
Utilice --ignore-garbage para intentar evitar el efecto de cualquier otro byte no alfabético en los datos de entrada.
When assigning to indexed arrays, if the optional brackets and subscript are supplied, that index is assigned to; otherwise the index of the element assigned is the last index assigned to by the statement plus one.
Hace una pausa de NÚMERO segundos.
Muestra o verifica sumas de comprobación.
Se usa dentro del núcleo para comunicar entre sí varios subsistemas (aunque este uso no se documenta aquí) y para la comunicación con programas en el espacio de usuario.
Program that was started by procmail as a condition or as the action of a recipe with the `W' flag returned nnn instead of EXIT_SUCCESS (=0); the usage indicates that this is not an entirely unexpected condition.
El protocolo IP básico no proporciona números de puerto.
La fase de ordenación de la compresión recoge y junta todas las cadenas similares del archivo.
Las órdenes ejecutadas como resultado de sustitución de orden ignoran las señales de control de tareas generadas mediante el teclado SIGTTIN, SIGTTOU, ni SIGTSTP.
En adición a esto, ciertas otras obscuras expresiones regulares requieren tiempo y espacio exponenciales, y pueden hacer que grep se quede sin memoria.
0 La unidad no informará del estado GOOD en órdenes de escritura hasta que los bloques de datos se escriban realmente en el material magnético.
La variable vectorial BASH_REMATCH registra la parte de la cadena que concordó con el patrón.
Generate possible completion matches for word according to the options, which may be any option accepted by the complete builtin with the exception of -p and -r, and write the matches to the standard output.
If the HISTTIMEFORMAT variable is set, the time stamp information associated with each history entry is written to the history file, marked with the history comment character.
Erik Troan, Preston Brown, Jan Kaluza.
Cuando capture la salida estándar de una receta en una variable de entorno, se eliminará exactamente un carácter final de nueva línea.
Cuando el error se originó en la red, todas las opciones IP(IP_OPTIONS, IP_TTL etc.) activas en el conector y contenidas en el paquete de error, se pasan como mensajes de control.
El conjunto de caracteres Unicode 3.0 ocupa un espacio de códigos de 16 bits.
Si la ruta se refiere a un directorio, el servidor web elegirá que devolver.
Si no se define esta opción, se usará la configuración por defecto de shred.
Sobreescribe varias veces el/los archivo/s para dificultar la recuperación de los datos incluso si se dispone de los mejores medios.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.
Si esto no fuese posible, se produjese un error o si se define --reflink=auto, se hará una copia estándar.
(Inicialmente G0.) Teclear ^N hace que G1 sea el actual, ^O hace a G0 el actual.
Los argumentos negativos no tienen efecto.
Cuando se emplean las opciones add p del, route modificará las tablas de enrutamiento.
Activa el modo de depuración ampliado (consulte la descripción de la opción extdebug de la orden nativa shopt a continuación).
En estos dos últimos modos se emplea el mapa de teclado definido por loadkeys(1).
Si estos dos archivos no tienen permiso de lectura y escritura para todos los usuarios, muchos programas se comportarán de manera extraña.
Se puede emplear cualquier delimitador en vez de /.
Algunas veces no se registra el cierre de sesión en un terminal por lo que no es posible conocer el tiempo de conexión del último usuario.
Fija la velocidad de muestreo para el ratón.
Debido a inconsistencias en la forma en que las unidades informan de errores recuperados, este número a menudo no es mantenido (la mayoría de las unidades no informan, por defecto, de errores leves pero esto se puede cambiar con una orden SCSI MODE SELECT).
"Launch" provee una forma conveniente tanto de ejecutar un fichero seleccionado o ejecutar una aplicación sobre él.
i Incrementa los parámetros en uno.
If any part of word is quoted, the delimiter is the result of quote removal on word, and the lines in the here-document are not expanded.
La compresión siempre se realiza, incluso aunque el archivo comprimido sea ligeramente mayor que el original.
Using %?ce, on the other hand, refers to any job containing the string ce in its command line.
Por ejemplo, es posible controlar hasta 64 unidades de cinta con 2 números menores para diferentes opciones).
Muestra la última macro de teclado definida en un formato adecuado para su uso en el archivo inputrc.
%q causes printf to output the corresponding argument in a format that can be reused as shell input.
As a workaround, set these variables explicitly in your job.
For the other fields, except rtm_table and rtm_protocol, 0 is the wildcard.
Cuando se usen las opciones -A, -B o -C, emplea SEP en lugar de -- entre los distintos grupos de líneas.
La tabla de glifos 8859-6 es un tipo fijo de formas de letra separadas, pero un mecanismo de visualización correcto debería combinar éstas usando las formas iniciales, medias y finales apropiadas.
PS1 El valor de este parámetro se expande (consulte INDICADORES más adelante) y se emplea como la cadena del indicador primario.
El valor por defecto para ambos es la base 10. last (una ampliación) es la variable en la que se guardar el último número mostrado.
Igual que para base_reachable_time, pero midiendo el tiempo en milisegundos.
May also be specified as -s.
Si TIPO es texto, grep procesará un archivo binario como si se tratase de texto.
Este resultado es usado para calcular a-(a/b)*b a la escala que resulte mayor, scale+scale(b) ó scale(a).
Puede emplearse [:lower:] y [:upper:] emparejados para definir minúsculas o mayúsculas respectivamente.
Psnup usa normalmente formato `row-major', en el que las páginas adyacentes se colocan en filas a lo largo del papel.
A partir de glibc 2.4, LD_ORIGIN_PATH se ignora en el modo de ejecución seguro.
Los cambios de fuente (ft y las secuencias de escape \f) sólo debería tener los valores 1, 2, 3, 4, R, I, B, P o CW (la orden ft también puede no tener parámetros).
Buscar hacia delante a través del historial empezando en la línea en curso empleando una búsqueda no incremental de una cadena suministrada por el usuario.
Existen varias formas de indicar las bibliotecas que se deben precargar, siguiendo este orden:
No hay permisos de escritura en el directorio donde reside el fichero de bloqueo "x", o más de un procmail intenta forzar un bloque exactamente al mismo tiempo.
The shell stores each command in the history list prior to parameter and variable expansion (see EXPANSION above) but after history expansion is performed, subject to the values of the shell variables HISTIGNORE and HISTCONTROL.
Un dispositivo activado herenda del dispositivo activado durante el arranque las opciones no configuradas explícitamente.
ddate(1) producirá un pedaso de fistro de salida indefinida si se le pide que produzca la fecha del día de San Pepito Comedor de Higos Chumbos y la cadena de formato no contiene los delimitadores %{ y %}.
En bc las sentencias son ejecutadas "tan pronto como es posible".
Una variable vector de lectura exclusiva cuyos miembros contienen información de versión para esta instancia de bash.
Los datos se envian a RxD en paquetes de 5 bytes. dx se envía como la suma de los dos valores en complemento a dos, dy se envía como la suma negada de los dos valores en complemento a dos.
Cuidado, sin embargo, con que la comprobación se realiza tras la descompresión, por lo que solo entonces se te informará de si algo está mal.
Esto puede violar el protocolo, pero evita el peligro de que algunos caracteres sean usados para simular una operación o parámetro extra en ese protocolo, el cual puede que conduzca a que se lleve a caba una inesperada y posiblemente dañina operación.
Esto representa un fichero o directorio que se puede acceder localmente.
Por defecto, TIPO se considera binary, con lo cual grep elimina cualquier salida si se encuentra con datos binarios o datos incorrectamente codificados.
Linux representa Unicode empleando el Formato de Transformación Unicode de 8 bits (UTF-8).
Banderas pueden ser cualesquiera de las siguientes:
Cada CD se direcciona con un 'Número Lógico de Unidad' (NLU, o LUN) de ese dispositivo particular.
En cada uno de estos directorios hay enlaces (normalmente simbólicos) a los scripts que se encuentran en el directorio /etc/init.d.
Si se ve una opción inválida, getopts pone ? en nombre y, si no estamos en el modo silencioso, se muestra un mensaje de error y se anula OPTARG.
Cuando esta opción es verdad, las operaciones de escritura regresan inmediatamente sin esperar que los datos se transfieran a la unidad si los datos caben en el búfer del controlador.
Cuando en la llamada a bind se especifica INADDR_ANY, el conector será ligado a todas las interfaces locales.
Si no se indican ni la opción -t ni la -b, se contabilizan los caracteres de un campo desde el inicio del anterior espacio en blanco.
Otros argumentos nombre no se tienen en consideración.
Lee los grupos creados en el nodo desde la fecha y hora especificada.
Da mensajes de advertencia ante las ampliaciones al bc de POSIX.
Existe la posibilidad de pasarle opciones al programa de compresión.
Esta directiva toma como argumento un solo nombre de fichero y lee órdenes y definiciones de ese fichero.
By default, this will be the same as the security context of the process that created the peer socket unless overridden by the policy or by a process with the required permissions.
Si es 0, el bucle termina.
Si esta opción está como 'false' (cero), el conector podrá usarse para enviar paquetes entre direcciones Ipv6 y/o direcciones IPv6 mapeadas como IPv4.
Conversely, when type is binary the pattern . (period) might not match a null byte.
Está pensado para su uso con dominios y hosts locales.
El programa ld-linux.so* maneja el formato ELF (/lib/ld-linux.so.1 para libc5, /lib/ld-linux.so.2 para glibc2), más moderno.
Cortar todos los caracteres de la línea en curso, sin importar dónde esté el punto.
En inicializaciones estáticas puede utilizarse también IN6ADDR_ANY_INIT, la cual se expande a una expresión constante.
El resultado es 1 si expr1 es estrictamente menor que expr2.
Todavía no se dispone de una amplia experiencia para poder comparar adecuadamente los datos que proporciona GNU sa con las versiones de otros sistemas.
Otherwise, the variables are added to the environment of the executed command and do not affect the current shell environment.
Unicode 3.1 añade los planos adicionales de ISO 10646-2.
Los valores permitidos están en el intervalo de 1 a 4, y definen el número de bytes que serán enviados al mismo tiempo al DSP56001.
Utiliza su propio formato prolijo que muestra cada uno de los datos disponibles acerca del uso de recursos del programa en su propia línea.
Aquí es donde se encuentran habitualmente los programas que son locales a la instalación.
If length evaluates to a number less than zero, it is interpreted as an offset in characters from the end of the value of parameter rather than a number of characters, and the expansion is the characters between offset and that result.
De forma similar, el descompresor se asignará 3700 k pero solo utilizará 100 k + 20000 * 4 = 180 kbytes.
Esta opción activa varios mensajes de depuración del controlador (sólo es efectiva si se compiló la unidad con DEBUG definida a un valor no cero).
Un típico fichero /etc/ttytype contiene lo siguiente:
Establece la dirección inicial para la memoria compartida usada por el dispositivo.
The pattern is expanded to produce a pattern just as in pathname expansion.
CAR enviará la señal de terminación.
Aquellos que no hayan sido creados con bzip2 no se procesarán emitiéndose un mensaje de advertencia. bzip2 trata de averiguar el nombre del archivo descomprimido a partir del comprimido del siguiente modo:
If no object files are listed as arguments, nm assumes the file a.out.
BASH_ARGC y BASH_ARGV se actualizan tal como se describe en above).
El soporte de Linux a todo lo anterior (conocido como sistema de nombres de pseudoterminales de UNIX 98) se realiza usando el sistema de archivos devpts, que debe montarse en /dev/pts.
Si el operador de redirección es >|, o es > y la opción noclobber de la orden nativa set no está activada, la redirección se intenta incluso si el archivo nombrado por palabra existe.
Las opciones básicas independientes del tipo de archivos son las siguientes:
Esto fijará $1 igual a argumento.
El valor por defecto es 1 lo que significa que los paquetes multidestino no abandonarán la red local a menos que el programa de usuario lo solicite explícitamente.
añade el estado de mensajes del usuario como +, - ó ?
IPv6 soporta varios tipos de dirección: unidestino para referirse a un host individual, multidestino para referirse a un grupo de hosts, "cualquier destino" para referirse al miembro más cercano de un grupo de hosts (no implementado en Linux), IPv4-sobre-IPv6 para refererise a un host IPv4, y otros tipos de dirección reservados.
Escrito por Torbjorn Granlund, David MacKenzie y Jim Meyering.
Se ejecutará sln una vez en cada una de las líneas con ambas rutas como argumento de ejecución.
These include: sending a packet to a broadcast address without having the SO_BROADCAST flag set; sending a packet via a prohibit route; modifying firewall settings without superuser privileges (the CAP_NET_ADMIN capability); binding to a privileged port without superuser privileges (the CAP_NET_BIND_SERVICE capability).
The -H and -S options specify that the hard or soft limit is set for the given resource.
T} ESC [ 10 ; n ] T{ Establece la frecuencia del pito en Hz.
Esto no se recomienda, pues es bastante complejo.
Es posible emplear esta opción varias veces para recibir datos de varias fuentes.
Continúa tanto como sea posible tras un error.
MTBSR Espacio atrás sobre mt_count registros (bloques de cinta).
4.3BSD El sucesor de 4.2BSD, publicado en 1986.
Establece la dirección de difusión hardware del dispositivo a partir de ifr_hwaddr.
Este es el directorio principal de los programas ejecutables.
Mire la página de manual procmailex(5).
El preámbulo sirve de prefijo a cada cadena de entre las llaves, y el post scriptum se añade luego a cada cadena resultante, expandiendo de izquierda a derecha.
rtnetlink es una nueva característica de la versión 2.2 de Linux.
Las sustituciones de orden pueden anidarse.
If no options are supplied, each name refers to a variable; if there is no variable by that name, a function with that name, if any, is unset.
En las terminales más antiguas, el subrayado (_) se muestra como una flecha izquierda, llamada "flecha atrás", el acento circunflejo (^) como una flecha arriba y la barra vertical tiene un agujero en medio.
Cuando una orden termina por una señal fatal N, bash emplea el valor de 128+N como el estado de salida.
Su valor representa el tiempo mínimo entre respuestas medido en milisegundos, el valor '0' descativará este límite.
The return status is 0 unless the shell is a login shell or job control is not enabled and -f is not supplied.
If name is omitted, it defaults to `msc'.
C99 Esta versión del lenguaje C fue ratificada por la ISO en 1999 (ISO/IEC 9899:1999).
Este programa normalmente hace una autocomprobación básica del equipo y accede a la memoria no volátil para leer parámetros adicionales.
En cambio, la orden mv le cambiará el nombre.
kill [-s nombre-señal | -n numseñal | -nombre-señal] [pid | espectrab] ...
Si se selecciona, el interfaz recibirá todos los paquetes multicast de la red.
En ambos casos empiezan en 1 y, por defecto, terminan al final de la línea.
En versiones posteriores del núcleo se quitó esta opción del conector.
Tamaño minimo, en bytes, de los buffers de recepción empleados por los conectores UDP en la moderación.
A login shell, or a shell without job control enabled, cannot be suspended; the -f option can be used to override this and force the suspension.
El siguiente ejemplo asegura que seq será terminado por SIGPIPE independientemente de cómo se maneje esta señal en el proceso que invoca la orden.
Verdad si la longitud de cadena no es cero.
Los bits 9–16 definen una máscara que define los bits a mirar y los bits 17–23 definen el patrón de bits que debe buscarse.
For more information, read the user manuals for the GNU readline, history and BSD libedit libraries.
Procesa un archivo binario como si se tratase de texto.
Si un nombre de fichero comienza con un punto '.', este carácter debe concordar explícitamente.
La opción -f salta este paso.
Proporcionan pautas y algoritmos para editar, ordenar, comparar, normalizar, convertir y mostrar cadenas Unicode.
Identica a IP_RECVOPTS pero devuelve opciones directas sin procesar cuyas marcas de tiempo y opciones del registro de ruta no son completadas por este anfitrión.
If specified, the command does not contact the init system.
Para prevenir esto, usar formatos con entrelazado.
Si una palabra comienza con un carácter tilde de la ñ sin entrecomillar (`~'), todos los caracteres que precedan a la primera barra inclinada sin entrecomillar (o todos los caracteres, si no hay ninguna barra inclinada sin proteger), se consideran un prefijo-tilde.
If the terminal is incapable of underlining but is capable of a standout mode, then that is used instead.
La base de datos para terminfo (opcional).
Es una lista de directorios separados por dos puntos en los cuales la shell busca directorios destino especificados por la orden cd.
Hay una entrada por línea, y cada línea con el siguiente formato:
Especifica el código a la izquierda para terminales que no son ISO 6429 (ver más abajo).
es una lista separada, opcionalmente, por espacios o tabuladores de otros nombres para este servicio.
La orden cat mostrará el contenido de una archivo (su nombre proviene del ingles "concatenate and print": todos los archivo que ponga como argumentos se concatenarán y el resultado saldrá por la "salida estándar" (lea stdout(3)), en este caso por la ventana de la consola).
/etc/shells es un fichero de texto que contiene el nombre de ruta completo para intérpretes de órdenes que puedan utilizarse al entrar en el sistema.
Los enlaces simbólicos pueden tener un texto arbitrario; si entonces se resuelve, un enlace relativo se interpreta en relación a su directorio padre.
En Linux, normalmente es un enlace simbólico hacia /usr/X11R6/bin.
Éste es un producto mejor gracias a su implicación.
Input numbers may contain the characters 0–9 and A–Z.
Nesting is permitted and only limited by systems resources (memory and file descriptors).
Cada conector puede emplear este tamaño para enviar datos aunque la cantidad total de páginas de los conectores UDP sobrepase el valor de 'pressure' para udp_mem.
El uso típico es proc para procfs; mem, none o tmpfs para tmpfs.
The return status is 0 unless an error occurs while reading the name of the current directory or an invalid option is supplied.
Si GROUPS no está definido, pierde sus propiedades especiales, incluso si posteriormente es redefinido.
Activa el modo inmediato para algunas órdenes.
No existe una entrada en la tabla de enrutamiento que coincida con la dirección de destino.
Para incluir un literal '' en la lista, debe aparecer el primero en la misma (siguiendo a un posible '^').
Éste proporciona información del estado del núcleo a través de los siguientes archivos.
Una comilla simple no puede estar entre comillas simples, ni siquiera precedida de una barra invertida.
Preserva el valor literal del siguiente carácter que lo acompaña, con la excepción de <nueva-línea>.
Muestra quién esta actualmente conectado de acuerdo con FICHERO.
En circunstancias concretas, la shell empleará valores especiales para indicar algún error específico.
La partición usada para las operaciones de cinta subsiguientes se selecciona con ioctl(2).
La sección 1 de este manual describe órdenes y herramientas para usuarios.
Esto es útil con las opciones que anteponen su salida al contenido real: -H, -n y -b.
Cada uno de estos scripts acepta como único argumento la palabra 'start' (haciendo que se inicie el servicio) y la palabra 'stop' (hace que se detenga).
La cadena que se inserta cuando se ejecuta la orden de readline insert-comment.
sin_addr es la dirección IP del equipo.
La siguiente table contiene los caracteres imprimibles definidos en ISO 8859-11 y que no figuran en la página de manual de ascii(7).
The return status is non-zero if return is supplied a non-numeric argument, or is used outside a function and not during execution of a script by . or source.
Si está definida, las utilidades de autocompletado programable (consulte Autocompletado Programable anteriormente). above) están activada.
Imprime la totalización de cualquier categoría (salvo el total general) aunque sea zero.
Si el archivo /etc/nologin existe y tiene permiso de escritura, login(1) sólo permitirá acceder al usuario root.
De hecho, estos elementos no tienen una representación adecuada en el formato de las páginas del manual.
FORMATO se interpreta como en date(1).
El valor de retorno será cero si finaliza con éxito y otra cifra si falla.
Para ejecutar la orden 'wc /etc/hosts' y ver la información por defecto:
Cola de archivos para el programa de distribución de correo smail(1).
To enable this mode just give the optional limit parameter (no space in between !) which is interpreted as the time in seconds for which a selection is considered valid and pastable.
Además, algunos dispositivos soportan ioctls privadas.
Si el valor de MODO es 'L', el flujo se gestiona mediante buffer por líneas.
De las dos formas, es preferible la primera.
If this variable is set to a value less than or equal to zero, or to a non-numeric value, readline will wait until another key is pressed to decide which key sequence to complete.
setsockopt(): Establece la MTU a usar para el conector.
Observe sin embargo que sólo espera tres valores (C/CZ/S) -- más o menos de tres y sin decir nada no se tendrá en cuenta ninguno.
Establece la máscara de red IP para un iterfaz.
Several characters inhibit history expansion if found immediately following the history expansion character, even if it is unquoted: space, tab, newline, carriage return, and =.
Vea el fichero cabecera <netinet/in.h> para protocolos IP válidos.
ESC M RI Salto de línea inverso.
Datos varios que pueden ser compartidos entre diferentes arquitecturas del mismo sistema operativo.
setopt Valid arguments for the -o option to the set builtin.
Tras la cadena no se cambia de línea.
El soporte para las antiguas ioctls se eliminó en la versión 2.2 de Linux.
The environment variable has greater priority than the dictionary path defined in the FILES segment.
El archivo utmp nos permite obtener información acerca de qué usuarios están usando el sistema actualmente.
Si un tabulador puede ser la salida binaria de un parámetro, debe reajustar la expansión de tabuladores.
If set, bash expands occurrences of & in the replacement string of pattern substitution to the text matched by the pattern, as described under Parameter Expansion above.
msdos es el sistema de ficheros usado por DOS, Windows, y algunas computadoras OS/2.
Si se pone a On, readline realiza la concordancia y terminación de nombres de ficheros sin importar si las letras son mayúsculas o minúsculas.
Ordena al núcleo emitir la señal SIGINT (interrupción) al proceso init que siempre tiene un PID de 1.
El conector, tras el cierre de la misma, se encuentra todavía esperando para manejar paquetes en la red.
El resultado es 1 si ambas expresiones son distintas de 0.
Para "subir" un futex, ejecute las instrucciones en ensamblador adecuadas que harán que la CPU incremente atómicamente el entero.
Muestra la situación de los accesos a partir del la fecha_y_hora indicados.
Si se pone a visible, readline usa una alerta visible si está disponible.
Escrito por Paul Eggert, David MacKenzie y Jim Meyering.
An input file name of "-" denotes standard input, and an output file name of "-" denotes standard output.
In Linux 2.2, these messages support IPv4 and IPv6 addresses.
emite la salida de 'f', luego la entrada estándar y finalmente, el contenido de 'g'.
Las asignaciones también pueden figurar como argumentos de las órdenes nativas alias, declare, typeset, export, readonly y local (órdenes de declaración).
MTBSFM Espacio atrás sobre mt_count marcas de fichero.
muestra la fecha/hora con formato RFC 3339.
Si se emplea la opción -a, se mostrará una linea con la dirección de entrada.
Un host puede tener dos entradas distintas, una para cada versión de IP (IPv4 e IPv6).
Puede establecer o borrar los bits usando modos simbólicos por ejemplo u + s y g-s.
Si se suministra la opción -e, el valor de retorno es el de la última orden ejecutada, o `fallo' si ocurre un error con el archivo temporal de órdenes.
La última opción prevalece siempre sobre las anteriores.
consulta a la unidad y devuelve su estado.
Cuando se ejecuta la orden sin ningú argumento, se muestra la configuración actual.
The default C locale uses American English messages.
Esta página de manual describe la interfaz de conectores que se usa para configurar los dispositivos de red.
ISO 8859-11 define los caracteres empleados en el idioma tailandés.
Este paquete intenta ser un servidor de raton útil para las aplicaciones que se ejecutan en la consola de Linux.
El sistema iso9660 de Linux lo reconoce automáticamente.
Los caracteres situadoes entre el punto de inserción y la marca suelen denominarse región.
El controlador contiene un ioctl(2) que puede formatear una cinta con una o dos particiones.
Este archivo se podría distribuir a través de una red usando un servicio de nombres de red como Yellow Pages/NIS o BIND/Hesiod.
Vea a continuación el uso de la directiva include para conseguirlo.
Para mayor comodidad, se proporciona la siguiente tabla de forma compacta en formato decimal y hexadecimal.
Wait for each specified child process and return its termination status.
Esta página de manual intenta proporcionar una rápida introducción a Linux-PAM.
pam_motd(8) muestra el contenido del archivo /etc/motd después de un inicio de sesión login(1) con éxito pero justo antes de que ejecute el intérprete de órdenes de entrada al sistema.
For example, to use the test binary found via the PATH instead of the shell builtin version, run ``enable -n test''.
This can be used to determine roughly, what byte sequences the keyboard sends at once on a given key press.
Si no se ha dado la opción -f, make buscará los makefiles llamados GNUmakefile, makefile, y Makefile, en este orden, parando en el primero que encuentre y dando un error si no encuentra ninguno.
Escrito por Ulrich Drepper, Scott Miller y David Madore.
Esta opción es mutuamente excluyente de la del intervalo de tiempo ya que si indica ambas a la vez, se rotan los archivos independientemente del tiempo transcurrido desde la última vez siempre que se indique después de la del intervalo temporal.
Cuando bash es interactivo, en la ausencia de trampas, no hace caso de SIGTERM (de modo que kill 0 no mata una shell interactiva), y se captura y maneja SIGINT (de manera que la orden interna wait es interrumpible).
Finally, to include a literal - place it last.
Este comportamiento difiere de muchas otras implementaciones de BSD que no pasan ningún error al menos que el conector esté conectado.
Bash handles several filenames specially when they are used in expressions.
En este caso, bzip2 se negará a escribir la salida comprimida hacia una terminal, ya que ésta sería totalmente incomprensible y por lo tanto inútil.
En el modo por defecto, podrá emplearse cualquier palabra de la shell sin entrecomillar como nombre de una función (simpre que no contenga $.
Muestra cada ARCHIVO, con sus líneas numeradas, por la salida estándar.
Si el valor es cero, no se guardarán las órdenes en el historial.
En las siguientes descripciones de expresiones permitidas, "expr" se usa para indicar un expresión completa y "var" una variable, simple o matricial.
Ordena la salida según el total de almacenamiento de cpu.
borra la estadística de errores de escritura.
Es claramente una mala idea el uso de un URI que contenga una contraseña, la cual es -supuestamente- secreta.
By default, ACTION is read, which means that devices are read just as if they were ordinary files.
Complicated extended pattern matching against long strings is slow, especially when the patterns contain alternations and the strings contain multiple matches.
There are two macros, MCAST_INCLUDE and MCAST_EXCLUDE, which can be used to specify the filtering mode.
Lista de palabras en inglés (opcional).
Designa el conjunto de caracteres G2 ESC + ...
Valores positivos de N alinean a la derecha mientras que valores negativos lo harán a la izquierda.
El módulo msr no se carga automáticamente.
La aplicación login(1) le iniciará una shell (el intérprete de órdenes).
If there are two slashes separating parameter and pattern (the second form above), all matches of pattern are replaced with string.
Su función se realiza en "tiempo de compilación".
El controlador soporta tanto el funcionamiento en modo de bloque fijo como en modo de bloque variable (si la unidad lo soporta).
In other implementations, basic regular expressions are less powerful.
Si el número de reintentos es -1 (por defecto, i.e. -r-1) lockfile intentará indefinidamente.
Si la función existe, se invoca en un entorno de ejecución separado con la orden y sus argumentos originales, el valor de salida de esta función será el de esa subshell.
El texto cortado se guarda en el anillo de corte.
When callback is evaluated, it is supplied the index of the next array element to be assigned and the line to be assigned to that element as additional arguments. callback is evaluated after the line is read but before the array element is assigned.
La desfragmentación también tiene un alto coste de tiempo de CPU y de memoria.
Diagnostica construcciones inválidas o no transportables en nombres de fichero.
La sección 7 de este manual contiene una visión general sobre diversos temas, describe convenciones y protocolos, estándares de conjuntos de caracteres, la estructura del sistema de ficheros estándar entre otros temas.
devuelve el número de fichero actual (empezando por cero).
/etc/ascii (VII) figura en el Manual del Programador de UNIX.
Only foreground processes are allowed to read from or, if the user so specifies with stty tostop, write to the terminal.
(consulte Duplicación de descriptores de fichero más adelante).
como excepción, cp crea una copia de seguridad de ORIGEN cuando se indican las opciones '--force' y '--backup' y ORIGEN y DESTINO tienen el mismo nombre para un archivo regular.
Si se selecciona un grupo de líneas, los espacios del final de cada línea serán eliminados del buffer de selección.
Las teclas inusuales pueden hacerse visible bajo Linux, pero no bajo X.
Hay que tener en cuenta que el resultado de expr^0 siempre será 1.
The variable will be unset initially, before any assignment.
The imr_interface field is the address of the local interface with which the system should join the multicast group.
Las siguientes opciones del gestor de arranque, cuando se utilizan con initrd, alteran el proceso de puesta en marcha del núcleo:
Similarly, to include a literal ^ place it anywhere but first.
Muestra el nombre de dominio DNS.
Activa el modo de depuración, no se efectuará ningún cambio en los archivos de registro ni al archivo de estado de logrotate.
El botón derecho es usado para extender la selección, como en `xterm'.
Véase también la sección FALLOS de abajo para otros detalles de operación cuando ocurren los desbordamientos.
En el primero, se especifican en la línea de órdenes direcciones hexadecimales, y addr2line muestra el nombre del fichero y el número de línea para cada dirección.
También existe un mecanismo para gestionar la cache ARP en el espacio de usuario usando conectores netlink(7).
If no files are specified, standard input is read.
Convierte un conector AF_INET6 en un conector de una familia de direcciones diferente.
Al contrario que con la opción -t, PLANTILLA puede contener barras pero mktemp solo creará la última parte.
Puede usarse a como sinónimo de g.
El programa ranlib de GNU es otra forma del programa, también de GNU, ar; ejecutar ranlib es completamente equivalente a ejecutar `ar -s'.
If neither can be determined, the word "unknown" is printed.
Se crea, si no existe ya, el directorio indicado en la directiva olddir. mode define los permisos para el directorio olddir en formato octal (igual que chmod(2)), propietario define el usuario que lo va a poseer y group define el grupo al que pertenecerá (consulte la sección GRUPOS Y USUARIOS para más información).
La siguiente tabla muestra los caracteres imprimibles delISO 8859-2, que no aparecen en la página de manual ascii(7).
En Debian GNU/Linux, la información configurada en /etc/pam.d/login también aparece con pam_exec.
Normalmente, la documentación de dichas órdenes se hace mediante páginas de manual (como lo que está leyendo ahora).
Los datos pueden ser enviados o recibidos en cantidades de 8, 16, 24, o 32 bits por parte del host, pero siempre serán interpretados como cantidades de 24 bits por el DSP56001.
El archivo de texto /etc/ttytype asocia los nombres de tipo de terminal según termcap(5) y terminfo(5) a las líneas de tty.
Las opciones no especificadas mantienen los valores previos y las máscaras resultante son usadas para reabrir la conexión con el servidor. `pop' es usado para desapilar de la pila la conexión.
Mantiene una tabla de tareas ejecutándose actualmente, que pueden listarse con la orden jobs.
Display symbols which have a target-specific special meaning.
Un parámetro vacío o ausente se toma como 0.
If ACTION is skip, devices are silently skipped.
Dentro de [ y ], una clase de equivalencia se puede especificar empleando la sintaxis [=c=], que concuerda con todos los caracteres con el mismo peso de clasificación (tal como lo defina la localización en curso) que el carácter c.
A shell function, defined as described above under SHELL GRAMMAR, stores a series of commands for later execution.
(La pantalla correspondiente se crea si no existía aún.
By specifying a numeric argument to -j the user may specify an upper limit of the number of parallel tasks to be run.
Por lo tanto, el núcleo hace un seguimiento del MTU para una IP concreta emitiendo EMSGSIZE cuando un paquete UDP lo sobrepasa, en cuyo caso la aplicación debería reducir el tamaño de sus paquetes.
As of version 1.15.7, a trivial program called `disable-paste' is provided.
Éstas anulan las opciones de ordenamiento globales para esta clave.
Posición del punto de inserción en la línea guardada de readline, para emplear con "bind -x" (consulte ÓRDENES NATIVAS DE LA SHELL a continuación).
No imprime el habitual mensaje de bienvenida del GNU bc.
Si nada de esto concuerda, se intenta la terminación de un nombre de fichero.
El tercer subcampo contiene un nombre largo y descriptivo para la entrada de la base de datos.
ESC ] 0 ; txt ST T{ Pone nombre de icono y título de ventana como txt.
Esta función está escrita en bc de POSIX.
Aparte de esto, el controlador intenta reservar un buffer temporal mayor en tiempo de ejecución si es necesario.
Estos identificadores se definen mediante sethostname(2) y setdomainname(2) y pueden consultarse mediante uname(2), gethostname(2) y getdomainname(2).
(Cuando es movido desde / a /initrd, /dev/ram0 no se desmonta, y por tanto los procesos pueden permanecer funcionando desde /dev/ram0.
Algunas veces, cuando se usa lectura por adelantado, se debe retrocer la cinta a la posición correcta cuando se cierra el dispositivo y, para este propósito, se utiliza la orden SCSI para retrocer sobre los registros.
Los caracteres gráficos de bloque se pueden especificar mediante tres características de cadena:
Ambos conectores se están cerrando pero aún no han sido enviados todos los datos.
No existe el dispositivo de bloque correspondiente.
Esta orden añade la red "192.57.66.x" que ha de ser enrutada vía gateway a través de la dirección anterior hacia el interfaz SLIP.
La ejecución de esta receta también desactiva cualquier receta inmediatamente posterior con la bandera 'E'.
Verdad si fichero existe y es un fichero regular.
If labeled IPSEC or NetLabel is configured on both the sending and receiving hosts, this read-only socket option returns the security context of the peer socket connected to this socket.
Con la opción --invalid='fail' se muestra un aviso para cada error finalizando con estado de salida 2.
Las opciones, si se dan, tienen los siguientes significados:
Add, delete, or retrieve a routing rule.
Este patrón se emplea para generar una lista de posibles nombres de archivo para autocompletar.
Han sido ampliados para ser nombres multi-carácter que comienzan por una letra y pueden contener letras, dígitos y caracteres de subrayado.
Para los dispositivos de salida que no usan HTML (por ejemplo, man-Tutf8), el texto del enlace va seguido de la URL entre paréntesis angulares; si no hay texto de enlace, se usa para ello la propia URL entre corchetes angulares.
Pone la densidad de la cinta según el código en mt_count.
Establece el límite de saltos unidestino para el conector.
El uso de un fichero de bloqueo global es desaconsejable, cuando sea posible use en su lugar ficheros de bloqueo locales (uno por receta base).
El Motorola DSP56001 es un procesador de señales digitales de 24 bits totalmente programable que se encuentra en computadores compatibles con Atari Falcon030.
Este valor se pone a -1 cuando el número de fichero se desconoce (p. ej. después de MTBSS o MTSEEK).
copy Crea una copia del archivo de registro sin modificar el original.
En general, intenta utilizar el mayor tamaño de bloque que permita la cantidad de memoria de tu sistema, puesto que esto maximiza la compresión conseguida.
Print total size of common symbols in each file.
Los campos siguientes contienen las características del terminal; cualquier línea siguiente de características se debe añadir un margen mediante un tabulador desde el margen izquierdo.
Como las versión de ifonconfig que viene en net-tools 1.60-4 muestra contadores de bytes y contadores para interpretación humana con unidades IEC 60027-2.
En orden a reactivar la autodetección, tienes que emitir un FDCLRPRM.
Si se especifica FICHERO, se lee para determinar qué colores usar para cuáles tipos de ficheros y extensiones.
Solo puede haber un coproceso activo a la vez.
una entrada vacía es válida en wtmp.
The hostname may optionally include the port number in the form Host:Port.Iftheportnumberisincluded,theportnumberspecified by the -N option will be ignored.
El KOI8-R es un conjunto de caracteres no ISO popular en Rusia antes de la aparición de Unicode.
Un párrafo normal (sin sangrado) restaura el valor del sangrado predominante a su valor por omisión (0,5 pulgadas).
Cuando no hay miembros del vector, ${nombre[@]} se expande a nada.
Lo siguiente es la definición de la función exponencial usada en la biblioteca matemática.
Contiene el nombre de un fichero con el mismo formato que /etc/hosts que debería leerse cuando la shell necesite completar un nombre de equipo.
La máscara de red para la dirección de destino; '255.255.255.255' si el destino es un ordenador y '0.0.0.0' para la ruta por defecto.
si está activo (el argumento es distinto de cero), el reensamblado de los paquetes salientes está desactivado en la capa de netfilter.
La configuración del directorio 'por defecto' se usa para todos los dispositivos recién creados.
El contenido del directorio se despliega en columnas formadas por pares de nombre de fichero y tamaño.
Cuando la edición se haya completado, las órdenes editadas se muestran y ejecutan.
Especificar esta opción más de una vez inhibe la ejecución de cualquier orden de un sistema de ficheros específico.
Tenga cuidado porque no existe ninguna "papelera de reciclaje" ni nada parecido, simplemente desaparecen.
Dada una dirección o un símbolo+compensación en un ejecutable o la compensación en una sección de un objeto reubicable, emplea la información de depuración para adivinar qué nombre de fichero y número de línea están asociados a una dirección dada.
nospace Indica a readline que no se añada un espacio al final de la linea (por defecto se hace) a las palabras completadas.
Nota: El dispositivo desde el que se cargará el sistema operativo puede estar acoplado al equipo a través de una red, en cuyo caso los detalles para el inicio se darán mediante protocolos como DHCP, TFTP, PXE, Etherboot, etc...
Intentar realizar una terminación del texto antes del punto.
If called with one parameter the columns of each line will be removed starting with the specified first column.
Si la línea consiste en un número correspondiente a una de las palabras mostradas, entonces el valor de nombre se pone a esa palabra.
If type is recurse output from an entire recursive make is grouped together.
If not set, bash attempts to preserve what the user typed.
Generalmente se hace mediante la lectura de un archivo que contenga esta información como suele ser /etc/hostname.
If a sigspec is RETURN, the command arg is executed each time a shell function or a script executed with the . or source builtins finishes executing.
If set to On, readline attempts to briefly move the cursor to an opening parenthesis when a closing parenthesis is inserted.
Observe que, por defecto al usar systemd(1), la opción ProtectSystem=full se define en el archivo logrotate.service.
/dev/vcs0 es un dispositivo de carácter con número mayor 7 y número menor 0, creado normalmente con modo 0644 y propietario root:tty.
There are three required parameters with this:
Especifica un directorio dir en donde buscar makefiles incluidos.
Se han definido varias codificaciones basadas en ISO 2022, sobretodo para el japonés.
Para borrar un fichero cuyo nombre comience con un '-', por ejemplo '-fu', utilice una de las siguientes órdenes:
By default, symbol version information is displayed.
Pulse la barra espaciadora para avanzar en el documento y q para salir.
Los archivos de configuración de PAM de cada distribución pueden instalarse en el directorio de configuración del sistema /usr/lib/pam.d/ en lugar de usar el directorio principal de los archivos de configuración /etc/pam.d/.
Si se activa la bandera ATF_NETMASK, arp_netmask debe ser válida.
Rota el archivo de registro incluso si está vacío, anulando la opción notifempty.
Si la información sobre el número de línea puede encontrarse, la muestra tras la otra información del símbolo.
El administrador siempre puede utilizar estas órdenes.
If the command run by the DEBUG trap returns a value of 2, and the shell is executing in a subroutine (a shell function or a shell script executed by the . or source builtins), the shell simulates a call to return.
Archivos de configuración asociados a los programas instalados localmente.
Si se especifica más de una, solamente tiene efecto la última.
Este servidor complementa o reemplaza el fichero /etc/hosts o la búsqueda de nombres de hosts, y evita que un host tenga que confiar en que su fichero /etc/hosts esté actualizado y completo.
El protocolo (normalmente Unix) que usa el conector.
Add, remove, or receive information about a neighbor table entry (e.g., an ARP entry).
Contendrá todo el texto que concuerda con la expresión regular pasado el `\/'.
Devuelve EADDRNOTAVAIL cuando no se está bloqueando la fuente.
Dentro de una referencia a una ruta relativa, los segmentos de ruta completos "." y ".." tienen significados especiales: "el nivel jerárquico actual" y "el nivel superior a este nivel jerárquico", respectivamente, Tal y como lo hacen los sistemas al estilo UNIX.
The TERM variable is used to relate a tty device with its device capability description (see terminfo(5)).
On Linux 2.6.1 and later one can specify the console device using the -C option.
Luego, el valor de parámetro se sustituye.
El sistema X-Window, versión 11 distribución 6 (presente en FHS 2.3 pero eliminado en FHS 3.0).
| Inicia el programa especificado, posiblemente en $SHELL si incluya alguno de los caracteres $SHELLMETAS.
Dicha retroalimentación positiva puede ser obtenida de una capa superior; por ejemplo de una confirmación positiva (ACK) de TCP.
El valor por defecto es -%Y%m%d salvo en el caso de que la rotación sea horaria que sería -%Y%m%d%H.
No se permite que los paquetes de entrada cambien las opciones después de que la conexión se haya establecido.
The following redirection operators may precede or appear anywhere within a simple command or may follow a command.
ext es una extensión elaborada del sistema de archivos minix.
Rota los archivos de registro solo si su tamaño es mayo de tamaño.
If the -o default option was supplied to complete when the compspec was defined, readline's default completion will be performed if the compspec (and, if attempted, the default bash completions) generate no matches.
El mejor uso de esta función es ponerla en un programa previamente escrito que necesite la entrada del usuario, pero nunca permitiendo que el usuario introduzca código de programa.
Un argumento de arranque como 'sound=0' anulará el controlador de sonido completamente.
Whenever any of the make processes (including the top-level make ) needs to run a new task, it reads a byte from the shared pipe.
Si se omite el parámetro lwidth, se asume por defecto una anchura de línea de 1 punto.
Only matches which are prefixed by the word being completed are returned.
spoof Puede adoptar los siguientes valores: off, nowarn y warn.
Muestra todas las direcciones de red del equipo, es decir todas las direcciones configuradas en todas las interfaces de red.
solo comprueba si la entrada ya está ordenada.
Debería contener una opción en cada línea, seguida de la información de configuración apropiada.
Si los caracteres tras la tilde en el prefijo-tilde consisten en un número sin un `+' ni `-' iniciales, se supone `+'.
Un nombre de archivo cuyo sufijo concuerde con una de las entradas en FIGNORE se excluye de la lista de nombres de archivo a completar.
When a quoted null argument appears as part of a word whose expansion is non-null, the null argument is removed.
Lea las advertencias en la sección FQDN y evite el uso de esta opción.
ESC ] 4 6 ; nombre ST T{ Cambia el nombre del archivo de registro a log.
ISO 8859-4 define el conjunto de caracteres empleados en idiomas escandinavos y bálticos.
Termina con un estado de salida indicando el error.
No había redirector `>>', usando simplemente `$LOCKEXT' como fichero de bloqueo local.
ISO 8859-2 incluye los caracteres latinos empleados en varios idiomas de Europa central y del este.
Las expresiones regulares obsoletas ("basic") difieren en varios aspectos. '|', '+' y '?' son caracteres ordinarios y no existe el equivalente para sus funcionalidades.
These messages contain a struct tcmsg as described above.
Las subexpresiones también ajustan con las subcadenas más largas posibles, sujetas a la restricción de que el ajuste global sea el más largo posible, con subexpresiones que empiecen antes en la ER con mayor prioridad que aquellas que comiencen después.
password - este grupo es responsable de actualizar los mecanismos de autentificación, que suelen ir ligados a los del grupo auth.
ESC ] 10 ; txt ST Asigna del color de texto dinámico el valor txt.
Esta unidad debe ser de tipo SCSI-2 y debe admitir la orden READ POSITION (dirección específica del dispositivo) o una unidad SCSI-1 compatible Tandberg (Tandberg, Archive Viper, Wangtek, ... ).
Si orden es una orden compuesta, NOMBRE será opcional.
If the -T option is enabled, . inherits any trap on DEBUG; if it is not, any DEBUG trap string is saved and restored around the call to ., and . unsets the DEBUG trap while it executes.
Linux automáticamente añadirá una entrada proxy arp no permanente cuando reciba una petición de una dirección a la que él reenvía y cuando el proxy arp esté activo en la interfaz receptora.
No todas las autentificaciones se realizan de este modo, existen dispositivos hardware tales como tarjetas inteligentes e incluso dispositivos biométricos que, si existen los pertinentes módulos, pueden ir sustituyendo paulatinamente a otros métodos más tradicionales de autentificación.
Linux limita la tasa de paquetes de error ICMP para cada destino.
(2) El ejecutable /linuxrc determina lo que se necesita para montar, mount(1), el sistema de ficheros raíz normal (p.ej. tipo de dispositivo, controladores, sistema de ficheros) y (2) el formato 'de distribución' (p.ej.
The options `dtr', `rts' or `both' are used by the serial initialization to toggle the modem lines like, compatibly with earlier gpm versions; note however that using -o dtr associated with non-plain-serial mouse types may now generate an error.
Si se le asigna un valor de una cadena no vacía y si se ha establecido la variable de entorno LD_TRACE_LOADED_OBJECTS, se generará información sobre la versión del símbolo sobre el programa.
Cuando se considera que un equipo vecino ya no está en la red, se resuelve de nuevo antes de enviarle datos.
This is equivalent to the -d recurse option.
Cuando se pone a On, readline intentará activar el teclado auxiliar cuando se llame.
Este módulo de protocolo del núcleo implementa el protocolo de resolución de direcciones (Address Resolution Protocol, ARP) definido en RFC 826.
Esta versión puede que las permita.
Cuando se entregue el correo, las rupturas de línea aparecerán como antes.
Las expresiones regulares ("ER"s), tal y como se definen en POSIX.2, tienen dos formas: ER modernas (tal y como egrep; llama a estas ER "extendidas" de POSIX.2) y ER obsoletas (las que usa ed(1); son ER "básicas" de POSIX.2).
g Hace que los cambios se apliquen sobre la línea entera de evento.
This will not have the desired effect if the current readline line does not take up more than one physical line or if the length of the current readline line is not greater than the length of the prompt plus the screen width.
Para aquellos alfabetos aún no cubiertos, todavía se está investigando cómo codificarlos de la mejor manera posible para su uso en sistemas informáticos.
Esto se hará por defecto cuando se busque en más de un archivo.
The --ifunc-chars option allows the user to specify a string containing one or two characters.
Si la impresora es demasiado lenta, hay que aumentar este número.
The unset builtin also acts using the same dynamic scope: if a variable is local to the current scope, unset will unset it; otherwise the unset will refer to the variable found in any calling scope as described above.
Si es hora de comprobar si hay correo, la shell lo hace antes de mostrar el indicador primario.
Un hilo creado con la opción CLONE_THREAD de clone(2) tendrá el mismo anillo de proceso que el que invocó clone(2).
GNU nm lists the symbols from object files objfile....
Se emplea para proteger regiones de E/S de pruebas.
Los dispositivos crudos (raw devices) todavía no han sido implementados.
(Sin embargo, ESC empieza una nueva secuencia de escape, posiblemente abortando una anterior no acabada, y CAN y SUB abortan cualquier secuencia de escape).
Los ficheros incluidos en la directiva INCLUDERC que sólo contengan asignaciones de variables de entorno se puede compartir con sh.
El pseudo-usuario reboot accede al sistema cada vez que se reinicia el equipo, por lo tanto last reboot mostrará una lista de todos los reinicios desde la creación del archivo.
seguido por el número mínimo de bytes de un carácter.
En la segunda fase, se cargan controladores adicionales u otros módulos desde el contenido del dispositivo raíz inicial.
Subshells spawned to execute command substitutions inherit the value of the -e option from the parent shell.
Esto permite encadenar acciones que dependan de una condición común.
4.2BSD Se refiere a una implementación estándar definida por la versión 4.2 de Berkeley Software Distribution publicada por la Universidad de California en Berkley.
If n is not specified, the standard output (file descriptor 1) is used.
A menudo, existe un enlace simbólico desde /usr/lib/X11 hacia este directorio.
Cualquier otra cosa sugiere un simple texto ASCII (por ej., el resultado de un "catman").
Las funciones de la shell se declaran del siguiente modo:
Si la expresión es negativa, se genera un error en tiempo de ejecución.
En este caso, se crea un fichero común con todos los módulos requeridos.Entonces, sólo el fichero /linuxrc o un fichero ejecutado por /linuxrc sería diferente.
Si la expresión regular contiene `^TO' será sustituido por `(^((Original-)?(Resent-)?(To|Cc|Bcc)|(X-Envelope|Apparently(-Resent)?)-To):(.*[^a-zA-Z])?)', que debería capturar todas las especificaciones de destino que contienen una palabra especifica.
* El primer byte de una secuencia multibyte que represente un carácter no ASCII UCS siempre se halla en el intervalo 0xc0 a 0xfd, e indica la longitud de la secuencia.
DECCOLM (por omisión desactivado = 80 columnas): interruptor de modo 80/132 columnas.
Algunos programas específicos de un sistema de ficheros no detectan automáticamente el tamaño del dispositivo y requieren el parámetro tamaño.
En particular, la pulsación del botón central se indica como 0,0,0,0x20 cuando ningún otro botón está pulsado.
/proc Este es el punto de montaje para el sistema de archivos proc, que proporciona información acerca de los procesos en ejecución y el núcleo.
When using -a or -A and the compound assignment syntax to create array variables, additional attributes do not take effect until subsequent assignments.
Emite de forma continua una determinada línea con unas CADENA(s) definidas o bien la letra 'y'.
Estas cadenas deben estar formadas por minúsculas.
ldd no funciona con bibliotecas compartidas a.out.
Otros sistemas de archivos especiales, como udev y sysfs, normalmente no se enumeran en fstab.
The function may use any of the shell facilities, including the compgen builtin described below, to generate the matches.
Las pseudoterminales se pueden emplear también para enviar la salida a los programas que normalmente se niegan a leer la entrada de tuberías (como su(1) y passwd(1)).
Si esta opción es falsa y la unidad emplea un tamaño de bloque fijo, entonces todas las operaciones de escritura deben ser un múltiplo del tamaño de bloque.
Esto es por compatibilidad con anteriores versiones.
El tiempo transcurrido no se recoge de forma separada para la ejecución del programa por lo que, aunque improbable, puede ocurrir que se registre un tiempo mucho mayor que el real.
It's possible for shell functions executed as completion handlers to indicate that completion should be retried by returning an exit status of 124.
Si una orden en la tabla de dispersión ya no existe, se realiza una búsqueda normal en el PATH.
The -r option causes the shell to forget all remembered locations.
Para extraer ciertas cabeceras de un correo y pponerlas en variables de entorno puede usar cualquiera de las siguientes construcciones:
RFC 2461 para una descripción del descubrimiento de equipos de IPv6 y los algoritmos base utilizados.
Además, bash tambień interpreta las siguientes opciones cuando se ejecuta:
Si se está usando readline y la opción de la shell histreedit está activada, una sustitución de historia fallida se volverá a cargar en el búfer de edición de readline para su corrección.
Lockfile eliminará todo lo que haya creado hasta ahora y termina.
Si se agotan todos los ficheros de recursos, el programa terminará, pero no generará un error (i.e. para el programa de correo parecerá que el correo ha sido entregado).
El nombre de un objeto compartido (único) que se va a perfilar, especificado como nombre de ruta o como soname.
Por ejemplo, la siguiente directiva leería de /etc/inputrc:
La cinta está posicionada justo tras una marca de fichero (siempre falso tras una operación MTSEEK).
If a second attempt to exit is made without an intervening command, the shell does not print another warning, and any stopped jobs are terminated.
Contiene al menos el tipo de montaje (ro o rw), junto con cualquier opción adicional apropiada para el tipo de sistema de archivos (incluidas las opciones de ajuste de rendimiento).
Otherwise, if no arguments are supplied, pushd returns 0 unless the directory stack is empty.
Don't sync hard disks/storage media before halt, power-off, reboot.
To stop receiving data from all sources at once, use IP_DROP_MEMBERSHIP.
While future enhancements are expected in this area, recompiling procmail with the desired value is currently the only correct solution.
Expect not much fun on a character device :-).
The GLOBIGNORE shell variable is not used to filter the matches, but the FIGNORE variable is used.
Desde glibc 2.3.4, LD_DEBUG se ignora en el modo de ejecución segura, salvo que exista el archivo /etc/suid-debug (el contenido del archivo es irrelevante).
Ahora, desde el espacio de usuario, se debe asignar un 1 al contador y ordenar al núcleo que despierte a cualquier proceso que se encuentre esperando, usando para ello la operación FUTEX_WAKE.
Cola de tareas para su impresión (opcional).
Intentar la terminación de un nombre de fichero en el texto antes del punto.
Cuando ARCHIVO1 o ARCHIVO2 (pero no ambos) es '-', lee por la entrada estandar.
addr2line traduce direcciones o símbolo+compensación a nombres de fichero y números de línea.
This command is intended to be bound to TAB, but is unbound by default.
Emplee la opción --ignore-garbage para intentar recuperar bytes no alfabéticos en los datos codificados.
Avisa en caso de referenciar alguna variable sin definir.
La tercera lectura devuelve un error.
Bastantes, ya que la implementación X.25 PLP es CONFIG_EXPERIMENTAL.
Reinicia inmediatamente el equipo sin incovar syn(2) ni ningú otro preámbulo.
Si se define -o (-only-matching), muestra el desplazamiento de la parte concordante.
El núcleo de Linux proporciona futexes ('Fast Userspace muTexes') como un componente básico para la construcción de bloqueos y semáforos rápidos en espacio de usuario.
NOTA: el gateway especificado debe habilitarse en primer lugar.
ram es el dispositivo de bloque usado para acceder al disco ram en modo crudo (raw mode).
Contiene archivos de encabezado necesarios para compilar los programas que usan el sistema de ventanas X11.
O, si el código de salida no necesita depender de la ejecución de programas de TRAP, puede usar un simple:
IFF_PORTSEL:La interfaz es capaz de seleccionar el tipo de medio mediante ifmap.
If the pattern is followed by a /, only directories and subdirectories match.
La expresión1 es evaluada antes del bucle.
Si se emplea minsize se consideran tanto el tamaño como el tiempo transcurrido desde la última rotación.
Los directorios se añaden a la lista (en realidad, una pila) con la orden pushd; la orden popd los quita de la pila.
Muestra las dependencias directas sin usar (a partir de glibc 2.3.4).
The subroutine must explicitly close the output file (containing the filtered argument) before it returns.
Algunos códigos en UCS han sido asignados como caracteres de combinación.
ifconfig emplea el método ioct para obtener toda la información de la dirección, esto limita las direcciones de hardware a 8 bytes.
Por razones históricas de los PC, a este programa se suele denominar BIOS.
Cuando se especificada la opción `-i', `mev' mira a su entrada estándar como una línea de órdenes en lugar de eventos.
It is possible to implement RFC 4821 MTU probing with SOCK_DGRAM or SOCK_RAW sockets by setting a value of IP_PMTUDISC_PROBE (available since Linux 2.6.22).
Anteriormente, la memoria se asignaba estáticamente, y había un parámetro 'ramdisk=N' para indicar su tamaño (que también podía establecerse en la imagen del núcleo al compilarlo).
Ha sido sustituido completamente por la segunda versión del sistema de archivos extendido (ext2) y ha sido eliminado del núcleo (en la versión 2.1.21).
Las órdenes que no cortan texto separan los trozos de texto en el anillo de corte.
En valores, el CARácter es tomado literalmente, o codificado como en ^c, 0x37, 0177 ó 127; los valores especiales ^- o undef son utilizados para no permitir caracteres especiales.
Aunque hay conversiones algorítmicas desde algunos conjuntos de caracteres (esp.
INADDR_ANY (0.0.0.0) significa cualquier dirección para enlazar.
Utilice la orden dircolors(1) para establecerla.
Muchos son representaciones de si mismos.
Durante la traducción, las clases de caracteres se expandirán sin un orden definido.
Indica a last que debe usar el archivo indicado en lugar de /var/log/wtmp.
Muestra el nombre del equipo en la última columna.
Receiving the original destination address with MSG_ERRQUEUE in msg_name by recvmsg(2) does not work in some Linux 2.2 kernels.
Este segundo campo define el punto de montaje (objetivo o target) del sistema.
Una receta de autorespuesta más complicada que lleva a cabo funciones equivalentes al bien conocido programa vacation(1) Esta receta está basada en los mismos principios que la última (previniendo el correo en `anillo').
(Sólo en Slackware; ignorada por la utilidad dircolors(1) de GNU.) Especifica que la coloración siempre debería estar activa (yes o all), simepre inactiva (no o none) o activa sólo si la salida es una terminal (tty).
If the first character of parameter is an exclamation point (!), and parameter is not a nameref, it introduces a level of indirection.
Alternativamente, puede especificarse una fecha en formato Gregorianorl en la línea sesual de órdenes, usando para ello tres datos numéricos indicando día, mes y año.
Cada archivo comprimido tiene la misma fecha de modificación, permisos y -si es posible- el mismo propietario que el original correspondiente, de forma que estas propiedades puedan ser recuperadas correctamente en el momento de la descompresión.
Procmail no es la herramienta adecuada pra compartir un buzón entre varios usuarios, tales como cuando tiene una cuenta POP3 para todo el correo de su dominio.
Muestra el número de cambios y errores de paginación menores y mayores entre el número de llamadas.
Si era un programa o filtro, entonces no parece ejecutarse más.
Muestra el nombre de usuario completo y el nombre de dominio en la salida.
Los nombres de campos válidos son: 'source', 'fstype', 'itotal', 'iused', 'iavail', 'ipcent', 'size', 'used', 'avail', 'pcent', 'file' y 'target' (véase la página info).
Bzip2 comprime en bloques los archivos grandes.
La opción dotglob está deshabilitada cuando GLOBIGNORE no está definido.
A ] may be matched by including it as the first character in the set.
De nuevo, existen dos niveles de conformidad: la básica Conformidad POSIX y Conformidad XSI que añade un conjunto adicional de interfaces respecto a la especificación básica.
Si se utiliza ;;& en lugar de ;; hará que la shell pruebe el siguiente conjunto de patrones, si lo hubiese, ejecutando las listas de una concordancia, siguiendo con la ejecución de la estructura 'case' como si no hubiese habido concordancia alguna.
The /etc/procmailrc file cannot change the PATH setting seen by user rcfiles as the value is reset when procmail finishes the /etc/procmailrc file.
Esto dice qué valores se pueden emplear tras la palabra reservada keycode en los ficheros de tablas de teclas.
Este esquema designa a una base de datos, búsqueda o documento WAIS (vea IETF RFC 1625 ⟨http://www.ietf.org/rfc/rfc1625.txt⟩ para obtener más información sobre WAIS).
Si pone unos segundos ':' (detrás) en la primera línea de receta, entonces procmail usará un fichero de bloqueo local (para esta receta sólo).
Las órdenes no nativas ejecutadas por bash tienen gestores de señales puestos a los valores heredados por la shell de su padre.
Para los conectores SOCK_STREAM, IP_PMTUDISC_DO fuerza la opción de no fragmentar en todos los datagramas de salida.
Incluso en sistemas que no son PC hay algunas limitaciones al tamaño y complejidad del cargador, así que, la limitación de tamaño del MBR en los PC (512 bytes incluyendo la tabla de particiones) hace casi imposible introducir un cargador de inicio completo dentro de él.
Si se define la opción sharedscripts, los script reciben el patrón a procesar y solo se ejecutan una vez sin importar los archivos que coincidan.
El valor predeterminado es 4096 (esto es, 4 MB).
Esto simplifica la traducción a otros formatos.
El estado de salida es 0 si EXPRESIÓN no es ni nula ni 0, 1 si EXPRESIÓN es nula o 0, 2 si EXPRESIÓN es sintácticamente inválida, y 3 si ocurrió un error.
If set, local variables inherit the value and attributes of a variable of the same name that exists at a previous scope before any new value is assigned.
Esto se activa enviando ESC [ ? 9 h y se desactiva con ESC [ ? 9 l.
Bash proporciona variables vectores monodimensionales, indexados y asociativos.
Si se da un argumento numérico, la salida se formatea de tal manera que pueda formar parte de un fichero inputrc.
RFC 1122 para los requisitos del anfitrión (host).
escala automáticamente los números dados en las UNIDAD(es) dadas.
la shell admite una característica de expansión de historia que es parecida a la expansión de historia en csh.
Getafm genera un archivo PostScript que imprime un fichero AFM para una fuente dada al canal de salida de la impresora.
Dése cuenta que las páginas de manual mdoc de NET-2 BSD se pueden usar con groff simplemente especificando la opción -mdoc en vez de la opción -man.
En la segunda forma, "sectecla":nombre-función o macro, sectecla difiere de la nombre-tecla de antes en que las cadenas que representan una secuencia entera de teclas pueden especificarse poniendo la secuencia entre comillas dobles.
moves the file descriptor digit to file descriptor n, or the standard output (file descriptor 1) if n is not specified.
Tienen soporte tanto las particiones tipo DOS como las BSD.Puede tener hasta 63 particiones en un disco IDE.
This prevents a potential security issue where someone doing a ps command can see your login and password.
RTA_ENCAP_TYPE may contain values LWTUNNEL_ENCAP_MPLS, LWTUNNEL_ENCAP_IP, LWTUNNEL_ENCAP_ILA, or LWTUNNEL_ENCAP_IP6 defined in <linux/lwtunnel.h>.
Comprime o descomprime la entrada estándar.
Se requieren llaves cuando parámetro es un parámetro posicional de más de un dígito, o cuando parámetro viene seguido por un carácter que no debe interpretarse como parte de su nombre.
Para evitar su ejecución en paralelo, bloqueará su archivo de estado terminando su ejecución con un valor de salida 3 si no es capaz de bloquearlo.
The first number should be at least greater than 1024, or better, greater than 4096, to avoid clashes with well known ports and to minimize firewall problems.
La parte '/dev/' es puramente convencional.
Esta distribución podría emplearse para calcular el valor medio y la desviación estándar del nivel de señal.
En la segunda se seleccionan porciones de esa línea para su inclusión en la actual.
As a special case, if n is omitted, and word does not expand to one or more digits or -, the standard output and standard error are redirected as described previously.
Todas las ioctls descritas en socket(7) se aplican también a DDP.
El elemento de BASH_REMATCH con índice 0 contendrá el fragemento de la cadena que concuerda con toda la expresión regular.
If set, the return value of a pipeline is the value of the last (rightmost) command to exit with a non-zero status, or zero if all commands in the pipeline exit successfully.
Esto está pensado para ser usado para depuración.
El valor devuelto de una orden simple es su estado de salida, ó 128+n si la orden ha terminado debido a la señal n.
La representación comprimida de cada bloque está delimitada por un patrón de 48 bits, lo que hace posible el encontrar los límites de los bloques con cierta certeza.
En un sistema UNIX hay varios usuarios y procesos de forma simultánea.
Optimizado para realizar grandes copias recursivamente.
Archivos include para compatibilidad con BSD (opcional).
El valor asignado a esta variable (un número decimal como 4.2 o un entero que correspondería a la opción compatNN como por ejemplo: 42) determinará el nivel de compatibilidad.
Si el programa termina normalmente, time nos dará la salida del programa que analizó.
Substring indexing is zero-based unless the positional parameters are used, in which case the indexing starts at 1 by default.
If the "bsd" output format is used the size of the symbol is printed, rather than the value, and -S must be used in order both size and value to be printed.
Por compatibilidad con Linux 2.0, todavía se soporta la sintáxis obsoleta socket(AF_INET, SOCK_PACKET, protocol) para abrir un conector de paquetes (packet(7)).
Si falla, se emite el error ENOKEY.
default Use readline's default filename completion if the compspec generates no matches.
Si el fichero no existe, se crea.
This option tells testhost to use the environment variable NNTP_USER & NNTP_PASS to specify a userid and password, if your NNTP server requires them.
p Tamaño medio de memoria no compartida del proceso en kilobytes.
Any mismatch in number or types of parameters will cause a runtime error.
Las utilidades de contabilidad de procesos de GNU fueron escritas por by Noel Cragg <noel@gnu.ai.mit.edu>.
If no option is given, then -f is assumed.
Escrito por Mike Parker, Richard M.
/etc/group es un archivo ASCII que define los grupos del sistema.
Por ejemplo, si aparece `79.29re', quiere decir que son 79.29 segundos de cpu de "tiempo real".
Listar las posibles terminaciones del texto antes del punto, tratándolo como un nombre de equipo anfitrión.
Interpreta PATRONES como un expresión regular de Perl (PCRE).
If the -i option is used and the code at the given address is present there because of inlining by the compiler then additional lines are displayed afterwards.
Una operación de enviar o recibir sobre un conector UDP puede devolver cualquier error documentado en socket(7) o ip(7).
En particular, ^N y ^O ya no se usan más, ESC ( xx sólo puede emplearse con xx=B y ESC ) xx, ESC * xx, ESC + xx son equivalentes a ESC - xx, ESC . xx, ESC / xx, respectivamente.
Si se da espectrab, la salida se restringe a la información sobre ese trabajo.
Las comparaciones son aritméticas si ambos ARGs son números, de otra manera son lexicográficas.
Esto es que no espera a su finalizacion (por ejemplo: el rebobinado).
Normalmente Psbook imprime el número de página de las páginas reordenadas; la opción -q suprime esto.
Vea EXPANSIÓN DEL HISTORIAL más adelante para una descripción de la expansión de historia.
libs Muestra las rutas de búsqueda de las librerias.
cambia el propietario y/o el grupo de cada fichero solamente si su propietario y/o grupo actual coinciden con los especificados aquí.
El valor de retorno de una llamada realizada con éxito dependerá de la propia llamada.
Puede usarse FMT="date" si se desea ver solo la fecha (por defecto), "hours", "minutes", "seconds" o "ns" para obtener otros formatos de fecha y hora.
Después se evalúa la expresión expr2 repetidamente hasta que el resultado sea cero.
Este se consigue al modificar el tipo de ut_session a int32_t y el de ut_tv a una estructura con dos campos int32_t: tv_sec y tv_usec.
Windows Code Pages contiene extensiones de 8 bits para el conjunto ASCII (también conocido como ISO 646-IRV).
Traditionally, write access is allowed by default.
El resultado de la expansión es entrecomillado con comillas simples, como si el signo de dólar no hubiera estado presente.
on Activa la contabilidad de procesos con el nombre de archivo por defecto.
Warning: The -a option might output binary garbage, which can have nasty side effects if the output is a terminal and if the terminal driver interprets some of it as commands.
En la mayoría de los casos, una lista en la descripción de una orden puede ir separada del resto de la orden por uno o más saltos de línea y puede ir seguido de un salto de línea en lugar de un punto y coma.
Lost "x" Procmail intentó duplicarse pero no pudo encontrar el fichero_de_recursos "x" (ha sido eliminado o tenía una ruta relativa ya ha cambiado del directorio desde que procmail lo abrió la última vez).
La orden setkeycodes lee sus argumentos de dos en dos, consistiendo cada par de ellos en un código de rastreo (dado en hexadecimal) y un código de tecla (en base 10).
A veces se requiere que estas macros para probar características esté definidas antes de incluir ningún archivo de encabezado.
El número de orden y el número de historia son usualmente diferentes: el número de historia de una orden es su posición en la lista de historia, que puede incluir órdenes restauradas desde el historial (consulte HISTORIAL más adelante), mientras que el número de orden es la posición en la secuencia de órdenes ejecutadas durante la sesión de shell actual.
Esta opción debe ponerse como falsa para escribir confiablemente archivos multivolúmenes.
Se conserva para poder conservar la compatibilidad con antiguos programas; las aplicaciones más recientes deberían emplear la base de datos terminfo(5) y las bibliotecas asociadas.
Mientras intentaba varios métodos de bloqueo, uno de estos falló.
Las opciones tienen los significados siguientes:
Si el código de salida del programa está negado, el código de salida se considerará como si fuera un número virtual de concordancias.
El bc tradicional y el de POSIX usan nombres de una sola letra para funciones, variables y matrices.
Si se ponen dos puntos pero ningún nombre de grupo a continuación, ese usuario se convierte en el propietario de los archivos y el grupo de archivos se cambia al grupo principal al que pertenece ese usuario.
That is, the current locale's collating sequence is not taken into account, so b will not collate between A and B, and upper-case and lower-case ASCII characters will collate together.
Indexed array assignments do not require anything but string.
Consulte CONTROL DE MEMORIA más adelante.
Si se pone a On, readline convertirá caracteres con el octavo bit definido a una secuencia de teclas ASCII recortando el octavo bit y añadiendo un carácter Esc como prefijo (es decir, usando Esc como el prefijo meta).
La sentencia return hace que la función termine y devuelva un valor a la expresión que ha llamado a la función..
Interpreta los siguientes argumentos como identificadores de grupos de procesos.
En este caso, el estado de salida será el de la última orden ejecutada.
mtrace is a Perl script used to interpret and provide human readable output of the trace log contained in the file mtracedata, whose contents were produced by mtrace(3).
El programa xterm(1) (en modo VT100) reconoce los caracteres de control BEL, BS, HT, LF, VT, FF, CR, SO, SI, ESC.
Cuando se asigna un valor a esta variable, el historial se trunca, si es menester, para evitar sobrepasar dicho número de líneas.
Una clase de caracteres no puede formar parte de un rango.
Por defecto, Linux envía primero datagramas IPTOS_LOWDELAY pero el comportamiento exacto depende de la configuración de la cola.
Cuando se pone a On, readline intentará activar cualquier modificación con la tecla meta para la que el terminal tenga soporte.
INADDR_BROADCAST (255.255.255.255) significa cualquier ordenador y, por razones históricas, tiene el mismo efecto en el enlace que INADDR_ANY.
The first element of the FUNCNAME variable is set to the name of the function while the function is executing.
En la siguiente tabla se incluyen los caracteres imprimibles de CP 1251 que no figuran en la página de manual de ascii(7).
Cuando se ejecuta esta acción, se pasa a un modo de trabajo especial, un mensaje aparece en la consola y el altavoz del sistema emite dos pitidos (si se tiene altavoz); si el usuario suelta todos los botones y pulsa otra vez sobre uno de ellos antes de tres segundos, entonces la orden especial asociado al botón es ejecutado.
La línea leída se guarda en la variable REPLY.
Se debe abrir la FIFO en ambos extremos (de lectura y escritura) antes de que se puedan pasar datos.
Algunos documentos más antiguos sugerían añadir el prefijo "URL" justo antes de la URI, pero esta solución nunca llegó a adoptarse mayoritariamente.
Functions may be exported so that child shell processes (those created when executing a separate shell invocation) automatically have them defined with the -f option to the export builtin.
Observe que emplear un prefijo específico de unidad para una opción no específica de unidad, todavía funcionará, y la opción será aplicada simplemente como se espera.
Si está activa, y readline se está utilizando, bash no intentará buscar en PATH posibles cadenas para completar si se intenta autocompletar en una línea en blanco.
x<0 Se puede utilizar para favorecer números pares o impares de concordancias.
Así, `\t' imprime una tabulación, `\n' imprime un salto de línea y `\\' imprimirá una barra invertida.
Por ejemplo: "find . -name tel" buscará un archivo tel empezando desde el directorio actual (referido con el punto .), en cambio "find / -name tel" buscará lo mismo pero empezando en el directorio raiz.
Antepone a cada línea mostrada el número de línea de su archivo de entrada correspondiente comenzando por el 1.
Podría perturbarse la comunicación fragmentada cuando los fragmentos viajen a través de diferentes enlaces.
lastb es idéntico a last salvo que analiza por defecto el archivo /var/log/btmp que muestra los intentos de acceso fallidos.
The main downside of this implementation is that it is inefficient on some architectures (several successive calls to mtools, which defeats mtools' caching).
Si hay en la lista dos caracteres separados por '-', es una abreviación de un rango completo de caracteres entre dos (inclusive) en la secuencia, por ejemplo "[0-9]" en ASCII ajusta con cualquier dígito decimal.
The result is not split on the characters in IFS; the intent is that the variable is assigned exactly the characters read (with the exception of backslash; see the -r option below).
En los núcleos anteriores al 2.1.121, el buffer se reserva como un bloque contiguo.
El tamaño de la quota de ficheros del recipiente en el sistema de ficheros que contiene a "x" no permite la entrega del mensaje al fichero.
nombre Nombre simbólo de la red.
Aunque no hay un orden establecido, se sugiere escribir primero las características booleanas, luego las numéricas y para finalizar las características de cadena, cada una de ellas ordenada alfabéticamente sin importar mayúsculas o minúsculas.
Cuando se use la forma nombre-tecla:nombre-función o macro, nombre-tecla es el nombre de una tecla en inglés.
El proceso para aplicar estas especificaciones de autocompletado sobre las palabras se describe en above under Programmable Completion.
grep understands three different versions of regular expression syntax: “basic” (BRE), “extended” (ERE) and “perl” (PCRE).
El dispositivo indicado por la opción debe ser un dispositivo 'montable', y contener un sistema de ficheros raíz adecuado.
Al inciarse, la shell busca en su entorno y crea un parámetro para cada nombre encontrado, marcándolo automáticamente para exportar a procesos hijos.
Las versiones antiguas de los archivos de registro no se comprimen.
promedio del tiempo de cpu usado por núcleo medido en kilobytes.
Tenga cuidado pues esto puede causar problemas mezclando datos y programa en la entrada estándar.
Verdad si uno al menos de expr1 o expr2 es verdad.
Esto hace que el archivo definido mediante la opción -F podrá no existir, en cuyo caso se usará por defecto localhost siempre y cuando no se haya definido otro distinto por otra vía.
runlevel -- Muestra el nivel de ejecución previo y actual de SysV.
Ejecuta ORDEN modificando la gestión de los buffers de sus flujos de datos estándar.
Las longitudes de los ajustes son medidas en caracteres, no en elementos.
POSIX.1 no define la estructura de utmp, en cambio la define para utmpx (como parte de la extensión XSI) detallando especificaciones para los campos ut_type, ut_pid, ut_line, ut_id, ut_user y ut_tv.
Si se admiten, la sentencia "a =- 1" decrementará a en 1 en lugar de asignar a a el valor -1.
La segunda vez que la encuentre añadirá w*x La tercera vez que la encuentre añadirá w*x*x La cuarta vez añadirá w*x*x*x y así sucesivamente.
Los sistemas de archivos dentro de una unidad se verificarán secuencialmente, pero los sistemas de archivos en diferentes unidades se verificarán al mismo tiempo para aprovechar las opción del paralelismo disponible en el hardware.
Los alias --fast y --best son principalemente para asegurar la compatibilidad con GNU gzip.
If any of -D, -E, or -I are supplied, any other name arguments are ignored; these completions only apply to the case specified by the option.
Una vez que haya confirmado que la capacidad adicional es segura, permita que el que mantiene este documento conozca la secuencia u orden segura que debería añadirse a esta lista.
vfat es un sistema de ficheros FAT extendido que se usa en Microsoft Windows95 y Windows NT. vfat añade la posibilidad de usar nombres largos de ficheros bajo el sistema de ficheros MSDOS.
P.e.: los demonios FTP normalmente no permiten el acceso a aquellos usuarios con intérpretes de órdenes no incluidos en este fichero.
Esto eran sólo ejemplos, desde luego, cualquier combinación más compleja es válida también.
El archivo 'charmap' comienza con una cabecera, que puede constar de las siguientes palabras reservadas:
Cuando se llama, primero fija algunas variables de entorno a sus valores por defecto, lee el mensaje de correo de la entrada estándar hasta un EOF, separa el cuerpo de la cabecera, y entonces, si no hay argumentos en la línea de mandatos, empieza a buscar un fichero llamado $HOME/.procmailrc.
UID Se expande al UID del usuario en curso, puesta en el inicio de la shell.
Con esta opción, se indica al programa el valor para AHZ (en hercios).
Si se fija a on, la biblioteca resolver intentará reordenar las direcciones de host para que las direcciones locales (esto es, en la misma subred) aparezcan en primer lugar cuando se invoque gethostbyname(3).
Si la salida estándar de error es un terminal, lo enviará a la salida estándar corriente.
Una expresión "[!...]" concuerda con un carácter simple; a saber, cualquier carácter que no concuerde con la expresión obtenida al quitar el '!' de ella.
También puede usarse el '+' como prefijo para la alinear las tabulación restantes con la última definida en lugar de hacerlo con la primera columna.
The security context returned in the SCM_SECURITY ancillary message is of the same format as the one described under the SO_PEERSEC option below.
T} ESC [ 14 ; n ] T{ Establece el intervalo de apagado VESA en min.
When using the -F or -C options, the various shell variables set by the programmable completion facilities, while available, will not have useful values.
Se ha intentado leer o escribir un bloque de longitud variable que es mayor que el búfer interno del controlador.
Esta asociación es utilizada por el programa tset(1) para asignar a la variable de entorno TERM el nombre de terminal correcto para la tty actual del usuario.
Los nombres de archivo “.” y “..” siempre deben concordarse expresamente aunque dotglob esté activa.
Esta orden se llamaba antes resize, pero se renombró para evitar conflictos con otra orden con el mismo nombre.
Mostrar todas las funciones y sus asociaciones de teclas en el flujo de salida de readline.
Crea de forma segura un archivo o directorio temporal y muestra su nombre.
Son posibles otras formas de representación de este número.
If the >(list) form is used, writing to the file will provide input for list.
T} IFF_PROMISC:La interfaz se encuentra en modo promiscuo.
telnetd(8) establece una entrada LOGIN_PROCESS y deja el resto a login(1), como es habitual.
If n is specified, break n levels. n must be ≥ 1.
El tradicional entorno de trabajo de UNIX es CLI (modo texto), donde tiene que teclear órdenes para indicarle a la máquina lo que quiere hacer.
Así es como se pueden insertar caracteres como C-q, por ejemplo.
Exit from within a for, while, until, or select loop.
Si especifica más de una opción de -i, -f, -n, solo se considera la última.
Por defecto, cuando el enlazador busque una biblioteca compartida para encontrar algún símbolo, tomará la primera definición que encuentre.
Las variables HISTCONTROL y HISTIGNORE se pueden definir de forma que la shell guarde solamente un subconjunto de las órdenes introducidas.
Al igual que en el caso de las órdenes de la primera sección, las aquí descritas también terminan con un estado de salida que nos indicará su hubo o no un error en su ejecución.
Por ejemplo, no borre la línea NSG-ID, pues en ese caso puede ocurrir que un mismo mensaje sea enviado varias veces, dependiendo de la configuración de los servidores local y remoto.
Esta variable depende de LC_TYPE pudiendo variar según la localización empleada.
As of version 1.17.2, this has developed into a more general aging mechanism; the gpm daemon can disable (age) selection pasting automatically after a period of inactivity.
Establece o lee un argumento entero booleano que indica si los paquetes multidestino enviados deben o no ser devueltos a los conectores locales.
When word completion is attempted for an argument to a command for which a completion specification (a compspec) has been defined using the complete builtin (see SHELL BUILTIN COMMANDS below), the programmable completion facilities are invoked.
Es de esperar que los implementadores sean buenos conocedores de ensamblador y que hayan leído el código fuente de la biblioteca de futex en espacio de usuario que se indica acontinuación.
Fixwwps es un filtro perl que "prepara" el PostScript del Windows Write para que funcione correctamente con el paquete psutils de Angus Duggan.
En este momento, las URNs no están ampliamente implementadas.
Without options, remove each jobspec from the table of active jobs.
El núcleo Linux acepta ciertas 'opciones de la línea de orden' o 'parámetros de arranque' cuando se carga.
It is applied to the list of possible completions generated by the preceding options and arguments, and each completion matching filterpat is removed from the list.
Arrays are specified in the parameter definition by the notation "name[]".
Si se emplea esta opción, el programa init(8) debe implementarla.
The first word in the list determines how the remaining words are interpreted; all assignments in a list must be of the same type.
Copiar la palabra que sigue al punto al búfer de corte.
La orden setleds muestra y cambia los establecimientos de los LED (díodos luminosos, lucecitas) de una VT (terminal virtual) (a saber, BloqNum, BloqMay y BloqDespl).
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-5, que no aparecen en la página de manual ascii(7).
For example, if a variable var is declared as local in function func1, and func1 calls another function func2, references to var made from within func2 will resolve to the local variable var from func1, shadowing any global variable named var.
Imprime la relación entre el tiempo real y la suma de los tiempos del sistema y del usuario para cada entrada.
Tecnícamente: el FQDN es el nombre que daría getaddrinfo(3) para el nombre de equipo dado por gethostname(2).
Si esta opción está como 'true' (distinto de cero), el conector sólo podrá enviar y recibir paquetes Ipv6.
Esto es nuevo en Linux 2.4.
Si esta variable no está definida, o está definida como una cadena vacía, se toma por defecto /var/tmp.
Las órdenes especiales están pensados para ordenadores donde el ratón está disponible únicamente para usuarios de confianza.
Si está activa, bash comprueba que una orden encontrada en la tabla de dispersión existe antes de intentar ejecutarlo.
Implementa toda la funcionalidad de Xenix FS, System V/386 FS, y Coherent FS.
Esto creará un coproceso llamado NOMBRE. orden puede ser un orden simple o compuesta.
En todos los casos, bash no hace caso de SIGQUIT.
Escribe una lista completamente ordenada consistente con el orden parcial en FICHERO.
Por defecto no se eliminan porque es habitual trabajar con archivo de dispositivo como /dev/hda y no es habitual eliminarlos.
Consulte lexrog(1) para más detalles acerca de la sintaxis de la sección NOMBRE.
La acción normal es escribir una simlpe marca de fichero.
Si el archivo original tiene una extensión ext, ésta no se duplica sino que se desplaza al final, es decir que tanto nombre_archivo como nombre_archivo.ext se convierten en nombre_archivo.1ext.
Si la consola está en el modo UTF-8, entonces los bytes que llegan se ensamblan 1º a los códigos de 16 b Unicode.
Muchas de estas macros configuran o usan el "sangrado predominante".
Este es un truco de compatibilidad con BSD.
Si se da la opción -l, la shell pone un guión en el argumento número cero pasado a orden.
Escrito por Paul Rubin, Torbjorn Granlund y Niels Moller.
La versión actual también es un nivel de compatibilidad válido.
Esta página de manual esta incompleta.
Si está definido, el valor es el número de caracteres EOF consecutivos que deben teclearse como los primeros caracteres de una línea de entrada antes de que bash acabe.
Si la orden pushd se ejecuta sin problema, bash ejecuta dirs para mostrar el contenido final de la pila de directorios.
Las expresiones más complejas son similares a muchos otros lenguajes de alto nivel.
La utilidad gzexe nos permite comprimir un programa ejecutable dejando el fichero comprimido con el mismo nombre, de forma que al ejecutarlo se descomprima automáticamente y se ejecute el programa original (con una penalización en cuanto al rendimiento).
La orden cd cambia el directorio actual.
Unlocking "x" Eliminado fichero de bloqueo "x" de nuevo.
El número de línea actual puede obtenerse mediante LINENO.
La opción 'ro' le dice al núcleo que monte el sistema de archivos raíz como 'de lectura exclusiva', de modo que el programa de comprobación de consistencia del sistema de archivos (fsck) pueda hacer su trabajo en un sistema de archivos sin actividad.
See the fbset(1) program if you are looking for an alternative.
RTA_MULTIPATH contains several packed instances of struct rtnexthop together with nested RTAs (RTA_GATEWAY):
La mayoría de las macros describen aspectos del formato (por ej., el tipo de las fuentes y el espaciado) en vez de marcar contenidos semánticos (por ej., este texto es una referencia a otra página), en comparación con formatos como mdoc y Docbook (incluso HTML tiene más marcas semánticas).
Estas dimensiones también se usan (después de escalar) para indicar el lugar de recorte para cada página.
Cuando se emplea la forma de sustitución al viejo estilo con las comillas inversas, la barra invertida mantiene su significado literal excepto cuando es seguida por $, `, o \.
Las secuencias ESC ) B y ESC ) 0 y ESC ) U y ESC ) K causan que G1 apunte a la tabla a), b), c) y d), respectivamente.
Esto puede emplearse para comprobar el comportamiento de una aplicación cuando se encuentra con el disco totalmente lleno.
Sucesor de SVr2, publicado en 1986.
Otherwise, numbers take the form [base#]n, where the optional base is a decimal number between 2 and 64 representing the arithmetic base, and n is a number in that base.
Equivale a POSIX-1.2017 añadiendo la especificación de XCurses.
La expansión del historial se realiza inmediatamente tras la lectura de una línea completa, antes de que la shell la divida en palabras.
Esto es lo mismo que `!-1'.
Una línea en blanco debajo separa los grupos de prioridad creciente.
When an option requires an argument, getopts places that argument into the variable OPTARG.
Ningún proceso puede escribir en archivos del sistema de archivos en cuestión hasta que éste se remonte con permisos para lectura y escritura, por ejemplo mediante 'mount -w -n -o remount /'.
The previous job may be referenced using %-.
/usr Normalmente, este directorio se monta desde una partición separada.
Si no se indica nuevo se borrarán todas las ocurrencias de viejo.
Las condiciones comienzan con un `*' inicial, todo lo que viene tras este carácter se pasa al egrep interno literalmente, salvo los espacios en blanco iniciales y finales.
Mcopy translates incoming carriage return/line feeds to line feeds when copying from MS-DOS to Unix, and vice-versa when copying from Unix to MS-DOS.
Sin embargo, el proceso es solo aproximado, y algunos elementos tales como referencias cruzadas, notas al pie e índices, se pierden en este proceso de traducción.
Si está activa, un argumento de la orden interna cd que no sea un directorio, se supone el nombre de una variable cuyo valor es el directorio al que hay que cambiarse.
Some sessions, such as wdm(1x), that have in the beginning of utmp(5) ut_type data a ':' character will not get the message from wall.
T} g TBC T{ Sin parámetro: quita parada TAB en la posición actual.
Los registros de wtmp puede estar ligeramente desordenados (por ejemplo cuando se hacen dos entradas al sistema con menos de un segundo de diferencia, la segunda se registrará primero).
Cuando el paquete es más pequeño que el buffer pasado, sólo se devuelven los datos del paquete y, cuando es mayor, el paquete se trunca y la bandera MSG_TRUNC se activa.
Si cualquiera de los archivo existe pero no puede leerse, bash informa de un error.
envía una orden directa al controlador de la disquetera.
Como estos archivos suelen estar en la memoria RAM, el acceso a ellos se realiza con extrema rapidez.
El formato general para la redirección de la salida es:
Sin embargo, POSIX requiere que un patrón de comodines se deje sin cambios cuando sea sintácticamente incorrecto o cuando la lista de nombres de ruta concordantes esté vacía.
Mover al final de la historia de entrada; esto es, la línea que está siendo introducida en la actualidad.
El punto se mueve adelante también.
ENOSPC Una operación de escritura no pudo completarse porque la cinta llegó al final del material magnético.
Dispone de otro operador binario: =~.
If binary is provided, the output of mtrace also contains the source file name with line number information for problem locations (assuming that binary was compiled with debugging information).
La facilidad de seguimiento de pista del ratón sirve para devolver informes de estado del ratón compatibles con xterm(1).
Si el punto está al final de la línea, se transponen los dos últimas palabras de dicha línea.
POSIX.1-2001 sigue la misma línea que C99 por lo que las funciones de las bibliotecas estandarizadas en C99 también lo están en POSIX.1-2001.
La orden time nos da información cuando el programa sale, termina por si solo o porque recibe alguna señal.
La antigüedad solo se comprueba si se va a rotar el archivo. rotate -1 no evita el borrado.
El constructor específico del sistema de ficheros solo se buscará en los directorios definidos en el PATH.
La mayoría de sistemas operativos dividen la tarea de iniciarse entre un cargador de inicio primario y otro secundario; éste último puede estar localizado dentro dentro de otra partición mayor de almacenamiento permanente como por ejemplo una partición de disco.
El ARCHIVO existe y el usuario tiene derecho de ejecución sobre él (o de atravesarlo si es un directorio).
Intente por todos los medios incluir URL (o URI) completas en el propio texto.
Los conectores (sockets) X25 proporcionan una interfaz al protocolo de la capa de paquetes X.25.
Esta opción hace que testhost no muestre los mensajes de conexión, que solo muestre los resultados de la ejecución de la orden.
Referirse a la orden más reciente del historial que precede a la actual y comienza con cadena.
Esta versión fue formalmente descrita en System V Interface Definition version 2 (SVID 2).
Similar to complete, but replaces the word to be completed with a single match from the list of possible completions.
donde quizás no había ningún archivo gif presente (y esto no es un error).
Mtype muestra el fichero MS-DOS indicado en la pantalla.
Sin embargo, el reensamblaje de un mensaje largo puede fallar si se produce una escasez temporal de recursos del sistema o cuando se ponen de manifiesto otras limitaciones (como la memoria de los conectores o los límites de los tamaños de los buffers).
x Entrecomillar las palabras sustituidas como con q, pero separae entre palabras en los blancos y saltos de línea.
Intentar la terminación del texto antes del punto, tratándolo como una variable de la shell.
When the name of a shell function is used as a simple command name, the list of commands associated with that function name is executed.
Entonces la shell lee y ejecuta esta orden, y su estado de salida se devuelve como el valor de eval.
Este es otra forma de pasar argumentos a bc.
Si el directorio a eliminar no existe ocurre un error.
El controlador del terminal puede habilitar el procesamiento de DC1/DC3 al estilo de la VT100.
La sintaxis para controlar las definiciones de teclas en el fichero inputrc es simple.
No es necesario definir ninguno de estos atributos, para los que no se definan se usarán los mismos que tenía el archivo rotado .
[-]arp Activa o desactiva el uso del protocolo ARP para este interfaz.
La secuencia de escape oficial para cambiar de un esquema de codificación ISO 2022 (como el que se utiliza por ejemplo en las terminales VT100) a UTF-8 es ESC % G ("\x1b%G").
Las Palabras reservadas son palabras que tienen un significado especial para la shell.
Sólo se muestran coincidencias de palabras completas.
ESC } LS2R Invoca el conjunto de caracteres G2 como GR.
También se envía información de modificador.
If the first argument is !, the expression is true if and only if the second argument is null.
Si un argumento es el nombre de archivo absoluto de un nodo de dispositivo que contiene un sistema de archivos montado, df mostrará el espacio disponible en ese sistema de archivos en lugar de en el sistema de archivos que contiene el nodo de dispositivo.
These are the same conditions obeyed by the errexit (-e) option.
When a weak defined symbol is linked with a normal defined symbol, the normal defined symbol is used with no error.
La shell esperará que finalice la ejecución de la última orden para devolver un estado de salida.
lista separada por comas de posiciones de tabulación.
El conector está sin configurar o se ha solicitado un tipo de conector desconocido.
SHIFT La asignación de un valor positivo a esta variable tiene el mismo efecto que el mandato `shift' en sh(1).
La orden empleada deberá leer el mensaje desde la entrada estándar y enviárselo al destinatario.
La misma palabra se muestra como fichero1 fichero2 tras la expansión hecha por bash.
El primer dígito selecciona el ID de usuario configurado (4), el ID de grupo configurado (2), por último, los atributos de eliminación restringida o sticky bit (1).
Actualmente, no todos los visores hacen esto.
In the C or POSIX locale, all characters are encoded as a single byte and every byte is a valid character.
Un cambio de línea en un lugar inapropiado provocará un error de sintaxis.
As an extension, the value of zero disables the multi-line feature.
El conjunto de nombres de mapas de teclado válidos es emacs, emacs-standard, emacs-meta, emacs-ctlx, vi, vi-command, y vi-insert. vi es equivalente a vi-command; emacs es equivalente a emacs-standard.
Integrado en el núcleo de Linux desde la versión 2.4.24.
Actualmentes, está disponible una rutina de biblioteca glob(3) que efectúa esta función en las aplicaciones de usuario.
En general, /dev/initrd es propiedad de root:disk con modo 0400 (con acceso de lectura sólo para el 'root').
Linux-PAM es un conjunto de bibliotecas que permiten a las distintas aplicaciones (servicios) gestionar la autentificación en un determinado sistema.
When the function is executed, the first argument ($1) is the name of the command whose arguments are being completed, the second argument ($2) is the word being completed, and the third argument ($3) is the word preceding the word being completed on the current command line.
Puede planificarse la rotación de cada archivo de forma diaria, semanal, mensual o cuando alcance un determinado tamaño.
Sin embargo, las fuentes del núcleo de Linux no están diseñadas para ser usadas con programas de usuario y no conocen la versión de libc que se está usando.
El tamaño de pliego es el número de páginas que se agrupan y cosen juntas; el numero especificado debe ser un múltiplo de cuatro.
Si la ruta es hacia un directorio, el visor debería mostrar el contenido del directorio con enlaces a cada uno de los contenidos.
Estos ioctls deben ser generados por una aplicación de usuario que haga uso del ratón como el duende gpm(8).
El origen y el destino pueden ser o ficheros MS-DOS o ficheros Unix.
reescala los números de salida a UNIDAD(es).
Esto se puede emplear en conjunción con la orden set keymap, por ejemplo, para poner el teclado en los mapas emacs-standard y emacs-ctlx solo si readline está arrancando en modo emacs.
La interfaz está basada en la interfaz de conectores (sockets) BSD; véase socket(7).
La especificación numérica, más fea y menos transportable, de los posibles dispositivos raíz de arriba en formato mayor/menor, se acepta también.
El uso de más opciones -v incrementa el nivel de extensión, arrojando gran cantidad de información principalmente de interés para usos de diagnóstico.
El ususario podrá configurar xterm(1) para responder a secuencias de controles específicas de VT220, identificándose a si mismo como VT52, VT100 y superior dependiendo del modo en que esté configurada e inicializada.
Los objetos creados en un nombre de espacio IPC son visibles para todos los demás procesos miembros de este espacio de nombres pero no para los miembros de otros nombres de espacio IPC.
Suele coincidir con el archivo o partición swap.
El controlador usa un buffer interno que tiene que ser lo suficientemente grande para contener, al menos, un bloque de la cinta.
Puede ser notime, short, full o iso.
Muestra información del número de versión de size.
Esta es una implementación estándar definida por la publicación en 1983 de la versión comercial de System V de AT&T.
A continuación se explica lo mínimo para empezar.
MTEOM Ir al fin del material grabado (para añadir ficheros).
El valor por defecto es 1 segundo.
Si la respuesta no es afirmativa, se salta el archivo.
Se define un valor especial, KEY_SPEC_PROCESS_KEYRING para usarse en lugar de del valor actual que tiene el anillo de llaves de proceso del proceso que lo invoca.
Todos los paquetes que sigan esta ruta serán enrutados a un gateway por medio de un nodo llamado "mango".
Si esta variable está en el entorno cuando bash empieza, cada opción de la shell en la lista se activará antes de leer cualquier archivo de inicio.
If any arguments are supplied when -l is given, the names of the signals corresponding to the arguments are listed, and the return status is 0.
Verdad si fichero existe y es ejecutable.
Es mejor arreglar los enrutadores defectuosos de la ruta que desactivar globalmente el descubrimiento de la MTU de la ruta ya que el no realizarlo incurre en un alto coste para la red.
%[p][l]S El número de segundos de CPU gastados en modo sistema.
Cuando se activa la opción IP_HDRINCL, los datagramas no se fragmentan y están limitados por la MTU de la interfaz.
Esto solía ser común en los viejos disquetes de 8 pulgadas.
De otro modo, se ejecuta por turno cada lista elif, y si su estado de salida es cero, se ejecuta la lista then correspondiente y la orden se completa.
El argumento es un número entero.
Las siguientes secuencias de bytes se usan para representar un carácter.
/lib Este directorio debe contener aquellas bibliotecas compartidas que son necesarias para arrancar el sistema y para ejecutar las órdenes del sistema de archivos raíz.
La versión 4 de la Especificación Unificada de UNIX (SUSv4) incluye las especificaciones básicas XBD, XSH, XCU y XRAT.
The argument is a boolean integer (defaults to 1).
Las asignaciones de variables de entorno y recetas se pueden mezclar libremente en el fichero de recursos.
El parámetro es un parámetro de la shell tal como se describe en la sección PARÁMETROS o una referencia a un vector (Vectores).
Mire en /usr/share/doc/howto/en y use un navegador si se encuentra algún archivo HTML.
If the -p option is supplied, no path search is performed, and filename is used as the full filename of the command.
A partir de ese momento, los LED no reflejarán más el estado de las señales de la VT (sino que mostrarán lo que se quiera que muestren).
Cada nombre es el nombre de una variable auto.
A diferencia de la versión MS-DOS de TYPE, mtype permite múltiples argumentos.
Siempre define un nombre de equipo.
Cuando bash se arranca en modo posix, como ocurre cuando se da la opción de línea de órdenes --posix, sigue el estándar POSIX para los ficheros de arranque.
When running multiple jobs in parallel with -j, ensure the output of each job is collected together rather than interspersed with output from other jobs.
Informe de estado de dispositivo (DSR): La respuesta es ESC [ 0 n (Terminal OK).
Un identificador uniforme de recursos (URI) es una cadena de caracteres corta que identifica un recurso abstracto o físico (por ejemplo, una página web).
Bash emplea una tabla de dispersión (hash) para recordar los nombres de ruta completos de los archivos ejecutables (consulte hash en ÓRDENES NATIVAS DE LA SHELL a continuación).
Bernd Eckenfels, <net-tools@lina.inka.de> (NIS y la página de manual).
El estado de salida es 0 si las entradas son iguales, 1 si son diferentes, 2 en caso de problema.
If hostname is not specified, rpost will use the environment variable NNTPSERVER.
El RFC 1489 define el conjunto de 8 bits KOI8-R que contiene los caracteres empleados en el idioma ruso.
Verdad si fichero existe y tiene el bit SGID.
añade una ruta a la red local 192.56.76.x a través de "eth0".Se puede omitir la palabra "dev".
Disabling a builtin allows a disk command which has the same name as a shell builtin to be executed without specifying a full pathname, even though the shell normally searches for builtins before disk commands.
El símbolo para el prefijo micro es la letra griega mu, a menudo escrita como u en un contexto ASCII donde esta letra griega no está disponible.
Este directorio contiene achivos pacct con la información de la contabilidad de procesos en formato binario tal como la registra el núcleo.
Vea inetd.conf(5) para la configuración de los servicios ofrecidos de Internet.
Archivo de datos para el huso horario TZ.
The following makes a good addition to `/etc/profile' if you allow multiple users to work on your console.
Otros valores pueden incluir también tecnologías de red como AX.25 (ax25) y NET/ROM (netrom).
The file named by the value of HISTFILE is truncated, if necessary, to contain no more than the number of lines specified by the value of HISTFILESIZE.
También, el soporte tanto para "disco RAM" y "disco RAM Inicial" (p.ej.
/usr/bin/gdb~ es el fichero original y /usr/bin/gdb es el fichero ejecutable comprimido.
Esta subshell se reinicia a si misma, así que el efecto es el mismo que si se hubiera llamado una nueva shell para ejecutar el script, con la excepción de que el proceso hijo retiene las localizaciones de órdenes recordadas por su antecesor (vea hash más adelante en ÓRDENES NATIVAS DE LA SHELL).
One or two extra lines (if the -f option is used) are displayed for each inlined function.
Solo es posible utilizar las variables %Y %m %d %H %M %S %V y %s.
The filter is a pattern as used for pathname expansion; a & in the pattern is replaced with the text of the word being completed.
showkey muestra en la salida estándar de errores su número de versión, una opción de compilación y un corto mensaje sobre el modo de empleo, luego acaba.
Specify a string termination character, i.e., only the characters in string up to and including the first occurrence of character are compared.
El último open(2) encontró a la unidad con una cinta puesta y lista para la operación.
Supongamos que tiene dos cuentas y usa esas dos cuentas regularmente, pero están en lugares distintos (i.e. sólo podría leer el correo que llega a una de las cuentas).
Cada uno de los metacaracteres listados a continuación bajo el epígrafe DEFINICIONES tiene un significado especial para la shell y deben ser protegidos o entrecomillados si quieren referirse a sí mismos.
El operador + se emplea para añadir un determinado modo al archivo, - se usa para quitarlo y = se usa para añadir los modos que se especifiquen eliminando los demás salvo que se trate de SETUID o SETGID.
Los valores del código UCS 0xd800–xdfff (sustitutos de UTF-16) así como 0xfffe y 0xffff (caracteres no UCS) no deberían aparecer en flujos conformes con UTF-8.
read returns after reading exactly nchars characters rather than waiting for a complete line of input, unless EOF is encountered or read times out.
/dev/gpmctl En enchufe (socket) usado para conectarse a gpm.
Acceptable keymap names are emacs, emacs-standard, emacs-meta, emacs-ctlx, vi, vi-move, vi-command, and vi-insert. vi is equivalent to vi-command (vi-move is also a synonym); emacs is equivalent to emacs-standard.
Una consola virtual se considera en desuso si no es la consola en primer plano, ni ningún proceso la tiene abierta para lectura o escritura, ni se ha seleccionado ningún texto en su pantalla.
See the GNU General Public License for more details.
Rodea las cadenas concordantes (que no estén en blanco), líneas concordantes, nombres de archivo, números de línea, bytes de compensación y separadores (para los campos y grupos de líneas contextuales) con secuencias de escape para mostrarlas en distintos colores a través del terminal.
El argumento es un puntero a un entero.
Este es el comportamiento por defecto si no se especifica ningún archivo.
Use esta opción por duplicado para ver todos los detalles disponibles.
Los diversos formatos permiten leer y escribir muchos tipos de discos.
Si es llamado sin argumentos, ddate cogerá la fecha actual del sistema, la convertirá al formato Chiquitistaní y la imprimirá en la salida estándar de la pradera.
Después de realizar estas expansiones, se eliminan las comillas de la palabra original salvo que éstas hayan sido entrecomilladas (eliminación de comillas).
El programa cambia la terminal a modo noecho para que la salida de carácteres pueda ser continua.
La VT102 también reconocía los siguientes caracteres de control:
